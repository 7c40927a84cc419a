/** Records as the server's staff API answers them. */

export interface Variant {
    id: string | number; // a new, unsaved variant has a temporary id that is not positive
    productId?: string;
    name: string;
    weight: string;
    category: string;
    price: string;
    images: string[];
    strainTestUrl: string | null;
    inStock: boolean;
    sortOrder: number;
    createdAt?: string;
    updatedAt?: string;
}

export interface Product {
    id: string;
    name: string;
    slug: string;
    description: string;
    price: string;
    category: string;
    images: string[];
    strainTestUrl: string | null;
    thc: number | null;
    cbd: number | null;
    terps: number | null;
    inStock: boolean;
    featured: boolean;
    size: string | null;
    terpenes: string[];
    effects: string[];
    status: PublishStatus;
    createdAt: string;
    updatedAt: string;
    variants?: Variant[];
}

/** A review of a product; only approved ones reach the storefront. */
export interface Review {
    id: string;
    productId: string;
    rating: number;
    comment: string;
    author: string;
    approved: boolean;
    createdAt: string;
    updatedAt: string;
}

export interface BlogPost {
    id: string;
    title: string;
    slug: string;
    content: string;
    author: string;
    image: string | null;
    publishedAt: string | null;
    status: PublishStatus;
    /** When a scheduled post goes live (ISO 8601). */
    publishAt: string | null;
    createdAt: string;
    updatedAt: string;
}

export interface Location {
    id: string;
    name: string;
    description: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    hours: string;
    mapUrl: string;
    websiteUrl: string | null;
    image: string | null;
    featured: boolean;
    createdAt: string;
    updatedAt: string;
}

export interface ManagedFile {
    id: string;
    originalName: string;
    storagePath: string;
    url: string;
    mimeType: string;
    size: number;
    createdAt: string;
    isHeroVideo: boolean;
}

export interface HeroVideo {
    id: string;
    title: string;
    description: string | null;
    videoPath: string;
    videoType: string;
    posterPath: string | null;
    position: number;
    active: boolean;
    createdAt: string;
    updatedAt: string;
}

// The inbox's records come from the domain core's generated types.
export type {
    ContactMessage,
    EmailStatus,
    MailStatus,
    NotificationSettings,
    Order,
    OrderLine as OrderItem,
    OrderStatus,
    Staff,
} from '@farmsite/domain';

export interface StorageCheck {
    status: 'ok' | 'warning' | 'error';
    timestamp: string;
    objectStorage: { message: string };
    environment: { isHostingPlatform: boolean; hasObjectStoragePermissions: boolean; nodeEnv: string };
    storageStrategy: 'local' | 's3';
    localFilesystem: { status: string; path: string; writable: boolean };
    recommendations: string[];
}

export interface ImageVerification {
    success: boolean;
    message: string;
    stats: { totalImages: number; missingImages: number; recoveredImages: number; failedRecovery: number };
}

export interface VideoUploadResult {
    success: boolean;
    message: string;
    video: HeroVideo;
}

/** Products are drafts or published; blog posts may also be scheduled. */
export type PublishStatus = 'draft' | 'scheduled' | 'published';

/** What Page Tools shows of a product and of a post. */
export type PageProduct = Pick<Product, 'id' | 'name' | 'slug' | 'inStock' | 'status'>;
export type PagePost = Pick<BlogPost, 'id' | 'title' | 'slug' | 'status' | 'publishedAt'>;
