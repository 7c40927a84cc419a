/**
 * Records as the server's staff API answers them: the domain core's types (generated from
 * backend/catalog), and the few shapes only the back office sees.
 */
import type { CopyReview, HeroVideo, Product, BlogPost, RevisionResource, Variant as SavedVariant } from '@farmsite/domain';

export type {
    ActivityAction,
    ActivityEntry,
    ActivityLogSize,
    ActorKind,
    Batch,
    BlogPost,
    BlogPostStatus,
    ComplianceSettings,
    ContactMessage,
    CopyReview,
    Dashboard,
    DeletedRecord,
    Difference,
    EmailStatus,
    FieldChange,
    FilePlace,
    HeroVideo,
    ImageStats,
    ImageVerification,
    Location,
    LotStock,
    VolumeBreak,
    WholesalePrice,
    MailStatus,
    ManagedFile,
    MissingImage,
    ManagedReview as Review,
    NotificationSettings,
    Order,
    OrderLine,
    OrderStatus,
    Product,
    ProductStatus,
    RecoveryCodes,
    Redirect,
    Revision,
    Revisions,
    Slideshow,
    Staff,
    StaffLocation,
    StaffProduct,
    StaffSession,
    StorageCheck,
    TwoFactorEnrolment,
    TwoFactorPolicy,
} from '@farmsite/domain';

/**
 * A variant in the editor: a saved one (with the owner's review of its name), or a new
 * one with a temporary id that is not positive.
 */
export type Variant = Omit<SavedVariant, 'id' | 'productId' | 'createdAt' | 'updatedAt'> &
    Partial<Pick<SavedVariant, 'productId' | 'createdAt' | 'updatedAt'>> & { id: string | number; copyReview?: CopyReview | null };

export interface VideoUploadResult {
    success: boolean;
    message: string;
    video: HeroVideo;
}

/** What Page Tools shows of a product and of a post. */
export type PageProduct = Pick<Product, 'id' | 'name' | 'slug' | 'inStock' | 'status'>;
export type PagePost = Pick<BlogPost, 'id' | 'title' | 'slug' | 'status' | 'publishedAt'>;

/** The resources that keep revisions (backend/api's table, through @farmsite/domain). */
export type { RevisionResource };
/** The resources whose deleted records can be restored. */
export type DeletableResource = Exclude<RevisionResource, 'settings'>;
