package catalog

import "strconv"

//go:generate go run ../tsgen

// The shapes of the API's answers (and the requests visitors send), from which the apps'
// TypeScript types are generated (go generate ./backend/catalog). Times are ISO 8601
// strings; a nil pointer is JSON null.

// Product is a product as the public and staff API answer it. Status is draft or
// published (ProductStatuses): visitors see only published ones.
type Product struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Slug        string `json:"slug"`
	Description string `json:"description"`
	// MetaTitle and MetaDescription, when set, are the page's search title and
	// description instead of the ones made from Name and Description.
	MetaTitle       *string `json:"metaTitle"`
	MetaDescription *string `json:"metaDescription"`
	// Price is a decimal string with 2 decimals, such as "45.00".
	Price    string   `json:"price"`
	Category string   `json:"category"`
	Images   []string `json:"images"`
	// ImageAlts is the alt text staff wrote for images, by URL; an image without one is
	// described by the product's name.
	ImageAlts map[string]string `json:"imageAlts"`
	// StrainTestURL is the lab results' link. In public answers a product with a current
	// batch has that batch's figures as THC, CBD and Terps and its lot's page (/coa/{lot})
	// as StrainTestURL; the product's own are the fallback (staff answers show its own).
	StrainTestURL *string `json:"strainTestUrl"`
	// THC, CBD and Terps are percentages; null means unknown, which is not 0.
	THC   *float64 `json:"thc"`
	CBD   *float64 `json:"cbd"`
	Terps *float64 `json:"terps"`
	// CurrentBatch is the id of the batch whose certificate of analysis is the product's.
	CurrentBatch *string  `json:"currentBatch"`
	InStock      bool     `json:"inStock"`
	Featured     bool     `json:"featured"`
	Size         *string  `json:"size"`
	Terpenes     []string `json:"terpenes"`
	Effects      []string `json:"effects"`
	Status       string   `json:"status" ts:"ProductStatus"`
	CreatedAt    string   `json:"createdAt"`
	UpdatedAt    string   `json:"updatedAt"`
}

// Batch is a batch of a product with its certificate of analysis (COA, a PDF upload)
// and the figures it reports, as staff manage it. Dates are yyyy-MM-dd.
type Batch struct {
	ID          string   `json:"id"`
	ProductID   string   `json:"productId"`
	Lot         string   `json:"lot"`
	HarvestDate *string  `json:"harvestDate"`
	TestDate    string   `json:"testDate"`
	LabName     string   `json:"labName"`
	LabLicense  string   `json:"labLicense"`
	COA         string   `json:"coa"`
	THC         *float64 `json:"thc"`
	CBD         *float64 `json:"cbd"`
	Terps       *float64 `json:"terps"`
	CreatedAt   string   `json:"createdAt"`
	UpdatedAt   string   `json:"updatedAt"`
	// PageURL is the lot's permanent public page, the address its QR code holds.
	PageURL string `json:"pageUrl"`
	// Current tells whether the batch is its product's current batch.
	Current bool `json:"current"`
}

// LotPage is what a lot's public page (/coa/{lot}) shows: the batch, its product's name,
// and the product's slug while the product is published (null otherwise: the page names
// the product without linking a page visitors cannot see).
type LotPage struct {
	Lot             string   `json:"lot"`
	ProductName     string   `json:"productName"`
	ProductCategory string   `json:"productCategory"`
	ProductSlug     *string  `json:"productSlug"`
	HarvestDate     *string  `json:"harvestDate"`
	TestDate        string   `json:"testDate"`
	LabName         string   `json:"labName"`
	LabLicense      string   `json:"labLicense"`
	COA             string   `json:"coa"`
	THC             *float64 `json:"thc"`
	CBD             *float64 `json:"cbd"`
	Terps           *float64 `json:"terps"`
	// Current tells whether it is the batch the product's page shows now.
	Current bool `json:"current"`
}

// Variant is a size of a product.
type Variant struct {
	ID        string   `json:"id"`
	ProductID string   `json:"productId"`
	Name      string   `json:"name"`
	Weight    string   `json:"weight"`
	Category  string   `json:"category"`
	Price     string   `json:"price"`
	Images    []string `json:"images"`
	// ImageAlts is the alt text of the variant's images, by URL (its product's name when none).
	ImageAlts     map[string]string `json:"imageAlts"`
	StrainTestURL *string           `json:"strainTestUrl"`
	InStock       bool              `json:"inStock"`
	SortOrder     int               `json:"sortOrder"`
	CreatedAt     string            `json:"createdAt"`
	UpdatedAt     string            `json:"updatedAt"`
}

func (v Variant) VariantWeight() string { return v.Weight }
func (v Variant) VariantSortOrder() int { return v.SortOrder }
func (v Variant) VariantName() string   { return v.Name }
func (v Variant) VariantPrice() float64 {
	price, _ := strconv.ParseFloat(v.Price, 64)
	return price
}

// ProductWithVariants is a product with its variants in the storefront's order.
type ProductWithVariants struct {
	Product
	Variants []Variant `json:"variants"`
}

// ProductDetail is a product page's data: the product, its variants and reviews, and
// the partners that carry it (featured first, then by name).
type ProductDetail struct {
	ProductWithVariants
	Reviews    []Review  `json:"reviews"`
	WhereToBuy []Partner `json:"whereToBuy"`
}

// StaffProduct is a product as staff edit it: with the partner locations that carry it
// (their ids; the relation is kept on the locations, CarriedProductsField).
type StaffProduct struct {
	ProductWithVariants
	Partners []string `json:"partners"`
	// CopyReview is the owner's review with counsel of the findings of the copy check.
	CopyReview *CopyReview `json:"copyReview"`
}

// Review is a review staff approved, the only source of rating markup; visitors see
// no other.
type Review struct {
	ID        string  `json:"id"`
	Rating    float64 `json:"rating"`
	Comment   string  `json:"comment"`
	Author    string  `json:"author"`
	CreatedAt string  `json:"createdAt"`
}

// ManagedReview is a review as staff manage it: approved or hidden from visitors.
type ManagedReview struct {
	ID        string  `json:"id"`
	ProductID string  `json:"productId"`
	Rating    float64 `json:"rating"`
	Comment   string  `json:"comment"`
	Author    string  `json:"author"`
	Approved  bool    `json:"approved"`
	CreatedAt string  `json:"createdAt"`
	UpdatedAt string  `json:"updatedAt"`
}

// BlogPost is a post; PublishedAt is the date it shows, yyyy-MM-dd. Status is draft,
// scheduled or published (BlogPostStatuses): visitors see only published ones; the
// server publishes a scheduled post at PublishAt (ISO 8601).
type BlogPost struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Slug    string `json:"slug"`
	Content string `json:"content"`
	// MetaTitle and MetaDescription, when set, are the page's search title and
	// description instead of the ones made from Title and Content.
	MetaTitle       *string `json:"metaTitle"`
	MetaDescription *string `json:"metaDescription"`
	Author          string  `json:"author"`
	Image           *string `json:"image"`
	// ImageAlts is the image's alt text, by its URL (the post's title when none).
	ImageAlts   map[string]string `json:"imageAlts"`
	PublishedAt *string           `json:"publishedAt"`
	Status      string            `json:"status" ts:"BlogPostStatus"`
	PublishAt   *string           `json:"publishAt"`
	CreatedAt   string            `json:"createdAt"`
	UpdatedAt   string            `json:"updatedAt"`
}

// Location is a partner dispensary; Hours is text with weekday names, one day a line.
type Location struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Address     string `json:"address"`
	City        string `json:"city"`
	State       string `json:"state"`
	Zip         string `json:"zip"`
	Phone       string `json:"phone"`
	Hours       string `json:"hours"`
	MapURL      string `json:"mapUrl"`
	// Latitude and Longitude are the partner's point on the map (null: unknown).
	Latitude      *float64 `json:"latitude"`
	Longitude     *float64 `json:"longitude"`
	WebsiteURL    *string  `json:"websiteUrl"`
	LicenseNumber *string  `json:"licenseNumber"`
	Image         *string  `json:"image"`
	Featured      bool     `json:"featured"`
	CreatedAt     string   `json:"createdAt"`
	UpdatedAt     string   `json:"updatedAt"`
}

// StaffLocation is a partner location as staff edit it: with the ids of the products
// it carries, drafts included.
type StaffLocation struct {
	Location
	Products   []string    `json:"products"`
	CopyReview *CopyReview `json:"copyReview"`
}

// StaffBlogPost is a post as staff edit it, with the owner's review of its copy.
type StaffBlogPost struct {
	BlogPost
	CopyReview *CopyReview `json:"copyReview"`
}

// StaffHeroVideo is a home page video as staff edit it, with the owner's review of its copy.
type StaffHeroVideo struct {
	HeroVideo
	CopyReview *CopyReview `json:"copyReview"`
}

// StaffVariant is a variant as staff edit it, with the owner's review of its name.
type StaffVariant struct {
	Variant
	CopyReview *CopyReview `json:"copyReview"`
}

// Partner is a location as a product's "Where to buy" lists it: where it is and how to
// reach it.
type Partner struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Address   string   `json:"address"`
	City      string   `json:"city"`
	State     string   `json:"state"`
	Zip       string   `json:"zip"`
	Phone     string   `json:"phone"`
	MapURL    string   `json:"mapUrl"`
	Latitude  *float64 `json:"latitude"`
	Longitude *float64 `json:"longitude"`
}

// CarriedProduct is a published product some partner carries, with the ids of the
// partners that do: the locations page's filter by product.
type CarriedProduct struct {
	Slug     string   `json:"slug"`
	Name     string   `json:"name"`
	Partners []string `json:"partners"`
}

// HeroVideo is one of the home page's videos.
type HeroVideo struct {
	ID          string  `json:"id"`
	Title       string  `json:"title"`
	Description string  `json:"description"`
	VideoPath   string  `json:"videoPath"`
	VideoType   string  `json:"videoType"`
	PosterPath  *string `json:"posterPath"`
	Position    int     `json:"position"`
	Active      bool    `json:"active"`
	CreatedAt   string  `json:"createdAt"`
	UpdatedAt   string  `json:"updatedAt"`
}

// Site is what the storefront shows of the site settings.
type Site struct {
	BrandName     string `json:"brandName"`
	Tagline       string `json:"tagline"`
	SiteURL       string `json:"siteUrl"`
	ContactEmail  string `json:"contactEmail"`
	ContactPhone  string `json:"contactPhone"`
	Address       string `json:"address"`
	City          string `json:"city"`
	State         string `json:"state"`
	Zip           string `json:"zip"`
	HealthWarning string `json:"healthWarning"`
	// ExcludedRoutes are hidden from search engines; HeroImages are the home page's
	// photos, in the slideshow's order, and HeroImageAlts their alt text by URL.
	ExcludedRoutes []string          `json:"excludedRoutes"`
	HeroImages     []string          `json:"heroImages"`
	HeroImageAlts  map[string]string `json:"heroImageAlts"`
	// Licenses are the licenses and permits the business holds, as About and Legal
	// list them; TeamMembers is the team's size for About (0: not shown).
	Licenses    []string `json:"licenses"`
	TeamMembers int      `json:"teamMembers"`
	// LegalName and LicenseNumbers name the licensee every page's footer and the
	// Organization's structured data name (Cannabis Law §86(4)(a)).
	LegalName      string   `json:"legalName"`
	LicenseNumbers []string `json:"licenseNumbers"`
	// RotatingWarning is today's (in New York) of the rotating warnings (9 NYCRR
	// 129.2(d)), shown beside HealthWarning: the answer changes at midnight there.
	RotatingWarning string `json:"rotatingWarning"`
	// RetailPriceDisplay is how the public pages show cannabis prices (retail_prices.go).
	RetailPriceDisplay string `json:"retailPriceDisplay" ts:"RetailPriceDisplay"`
	// Year is the year in New York, for the footer's copyright line: the server's page
	// and the browser's hydration of it show the same one, whatever the visitor's clock.
	Year int `json:"year"`
}

// SiteSettings are the site settings as the server reads them (SiteSettingsSchema): what
// the storefront sees of them, the default byline of posts and the offer terms of the
// structured data.
type SiteSettings struct {
	Site
	DefaultBlogAuthor string `json:"defaultBlogAuthor"`
	PriceValidMonths  int    `json:"priceValidMonths"`
	HandlingDaysMin   int    `json:"handlingDaysMin"`
	HandlingDaysMax   int    `json:"handlingDaysMax"`
	TransitDaysMin    int    `json:"transitDaysMin"`
	TransitDaysMax    int    `json:"transitDaysMax"`
	ReturnDays        int    `json:"returnDays"`
	// RotatingWarnings are OCM's warnings the site shows one a day (WarningOfTheDay).
	RotatingWarnings []string `json:"rotatingWarnings"`
}

// ContactRequest is what the contact form sends; Website is a honeypot left empty.
type ContactRequest struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Message string `json:"message"`
	Website string `json:"website"`
}

// ContactResult answers a contact message.
type ContactResult struct {
	Success bool   `json:"success"`
	ID      string `json:"id,omitempty"`
	Message string `json:"message"`
}

// ContactFormAnswer is what the contact page's own form was answered, where no script
// ran: the page is rendered with it. Sent, or Problem (a refusal not about one field),
// or Errors by field; Values are what was typed, kept when it was not sent.
type ContactFormAnswer struct {
	Sent    bool              `json:"sent"`
	Problem string            `json:"problem"`
	Values  map[string]string `json:"values"`
	Errors  map[string]string `json:"errors"`
}

// ContactMessage is a visitor's message as staff read it, with the emails about it
// (the notification to staff, and staff's replies, whose text they keep).
type ContactMessage struct {
	ID        string        `json:"id"`
	Name      string        `json:"name"`
	Email     string        `json:"email"`
	Message   string        `json:"message"`
	Read      bool          `json:"read"`
	Handled   bool          `json:"handled"`
	CreatedAt string        `json:"createdAt"`
	Emails    []EmailStatus `json:"emails"`
}

// EmailStatus is where an email of the outbox stands: pending (with its next attempt),
// sent, failed (with the last error) or discarded.
type EmailStatus struct {
	ID            string   `json:"id"`
	Kind          string   `json:"kind"`
	To            []string `json:"to"`
	Subject       string   `json:"subject"`
	Status        string   `json:"status"`
	Attempts      int      `json:"attempts"`
	NextAttemptAt string   `json:"nextAttemptAt"`
	LastError     string   `json:"lastError"`
	SentAt        string   `json:"sentAt"`
	CreatedAt     string   `json:"createdAt"`
	// Text is the body of a reply to a visitor ("" for notifications).
	Text string `json:"text"`
}

// MailStatus is the dashboard's glance at the leads and the mail that reports them.
type MailStatus struct {
	// Configured tells whether SMTP is set up; until it is, emails wait.
	Configured        bool   `json:"configured"`
	Sender            string `json:"sender"`
	StaffRecipients   int    `json:"staffRecipients"`
	Pending           int    `json:"pending"`
	Failed            int    `json:"failed"`
	LastError         string `json:"lastError"`
	UnhandledMessages int    `json:"unhandledMessages"`
	NewOrders         int    `json:"newOrders"`
}

// NotificationSettings are the (private) settings of the site's emails: the staff
// addresses that hear of every new lead (beyond staff accounts that ask to), the sender
// (over PocketBase's mail settings), when the connection to the mail server must be
// encrypted (SMTPRequireTLSModes), a switch per kind of email, and how many emails
// visitors' forms may cause an hour before staff get a digest instead.
type NotificationSettings struct {
	NotifyEmails             []string `json:"notifyEmails"`
	MailSenderName           string   `json:"mailSenderName"`
	MailSenderAddress        string   `json:"mailSenderAddress"`
	SMTPRequireTLS           string   `json:"smtpRequireTLS"`
	NotifyOnContact          bool     `json:"notifyOnContact"`
	NotifyOnOrder            bool     `json:"notifyOnOrder"`
	ConfirmOrdersToCustomers bool     `json:"confirmOrdersToCustomers"`
	VisitorEmailsPerHour     int      `json:"visitorEmailsPerHour"`
}

// PrivateSettings are the private settings as the server reads them
// (PrivateSettingsSchema): the notification settings and the trusted proxies.
type PrivateSettings struct {
	NotificationSettings
	TrustedProxies    []string `json:"trustedProxies"`
	TwoFactorRequired bool     `json:"twoFactorRequired"`
	// ActivityRetentionDays is how long the activity log and revisions are kept.
	ActivityRetentionDays int `json:"activityRetentionDays"`
	// CopyTerms are the terms the copy check looks for, by rule.
	CopyTerms CopyTerms `json:"copyTerms"`
	// LicenceWarningDays are the days before a buyer's licence expires that its account
	// and staff are warned (catalog.LicenceWarningDaysOf reads them).
	LicenceWarningDays []int `json:"licenceWarningDays"`
	// RejectedApplicationRetentionDays is how long a rejected application is kept.
	RejectedApplicationRetentionDays int `json:"rejectedApplicationRetentionDays"`
	// DeliveryDays are the weekdays wholesale orders are delivered on (DeliveryDaysOf reads them).
	DeliveryDays []string `json:"deliveryDays"`
	// The payment term, reminders, delinquency and excise (WholesaleSettingsOf reads them).
	PaymentTermDays     int                `json:"paymentTermDays"`
	ReminderDaysBefore  int                `json:"reminderDaysBefore"`
	DelinquentAfterDays int                `json:"delinquentAfterDays"`
	ExciseRates         map[string]float64 `json:"exciseRates"`
	ExciseSource        string             `json:"exciseSource"`
}

// ComplianceSettings are what the back office's Compliance screen shows and the owner
// changes: the licensee, the warnings, the site settings' public text the copy check
// reads (the tagline, with its review) and the copy check's terms by rule.
// WarningOfTheDay is the rotating warning pages show today.
type ComplianceSettings struct {
	LegalName        string   `json:"legalName"`
	LicenseNumbers   []string `json:"licenseNumbers"`
	HealthWarning    string   `json:"healthWarning"`
	RotatingWarnings []string `json:"rotatingWarnings"`
	Tagline          string   `json:"tagline"`
	// RetailPriceDisplay: how public pages show cannabis prices (counsel decides, 9 NYCRR 129.3).
	RetailPriceDisplay string      `json:"retailPriceDisplay" ts:"RetailPriceDisplay"`
	CopyReview         *CopyReview `json:"copyReview"`
	CopyTerms          CopyTerms   `json:"copyTerms"`
	WarningOfTheDay    string      `json:"warningOfTheDay"`
}

// OrderRequestLine is one line of the cart a visitor sends: a product, and its size
// (a variant of it) when it has sizes.
type OrderRequestLine struct {
	ProductID string `json:"productId"`
	VariantID string `json:"variantId,omitempty"`
	Quantity  int    `json:"quantity"`
}

// OrderRequest is a merchandise order request; Website is a honeypot left empty.
// Fulfillment says whether it is shipped (to the address after it) or picked up at the
// farm (FulfillmentShipping, FulfillmentPickup).
type OrderRequest struct {
	Name        string             `json:"name"`
	Email       string             `json:"email"`
	Phone       string             `json:"phone"`
	Fulfillment string             `json:"fulfillment" ts:"OrderFulfillment"`
	Street      string             `json:"street"`
	Street2     string             `json:"street2"`
	City        string             `json:"city"`
	State       string             `json:"state"`
	Zip         string             `json:"zip"`
	Note        string             `json:"note"`
	Items       []OrderRequestLine `json:"items"`
	Website     string             `json:"website"`
}

// OrderResult answers an order request with what the customer's confirmation shows: the
// lines and Total as the server priced them, the delivery and the address as stored
// (ShipTo: the label's lines, none for a pickup). ConfirmationEmailed tells that a
// confirmation to the customer's address is on its way.
type OrderResult struct {
	ID                  string      `json:"id"`
	Number              int         `json:"number"`
	Items               []OrderLine `json:"items"`
	Total               string      `json:"total"`
	Fulfillment         string      `json:"fulfillment" ts:"OrderFulfillment"`
	ShipTo              []string    `json:"shipTo"`
	ConfirmationEmailed bool        `json:"confirmationEmailed"`
}

// OrderLine is a priced line of an order; VariantID and Size name the size ordered of
// a product with sizes.
type OrderLine struct {
	ProductID string `json:"productId"`
	VariantID string `json:"variantId,omitempty"`
	Size      string `json:"size,omitempty"`
	Name      string `json:"name"`
	Price     string `json:"price"`
	Quantity  int    `json:"quantity"`
	LineTotal string `json:"lineTotal"`
}

// Order is an order request as staff read it.
// Fulfillment is "" for an order placed before the choice existed.
type Order struct {
	ID          string        `json:"id"`
	Number      int           `json:"number"`
	Name        string        `json:"name"`
	Email       string        `json:"email"`
	Phone       string        `json:"phone"`
	Fulfillment string        `json:"fulfillment"`
	Street      string        `json:"street"`
	Street2     string        `json:"street2"`
	City        string        `json:"city"`
	State       string        `json:"state"`
	Zip         string        `json:"zip"`
	Note        string        `json:"note"`
	Items       []OrderLine   `json:"items"`
	Total       string        `json:"total"`
	Status      string        `json:"status" ts:"OrderStatus"`
	CreatedAt   string        `json:"createdAt"`
	Emails      []EmailStatus `json:"emails"`
}

// Staff is a staff account as the back office sees it: who it notifies of what, whether
// it is the owner (who manages the others) or disabled.
type Staff struct {
	ID            string `json:"id"`
	Username      string `json:"username"`
	Email         string `json:"email"`
	NotifyContact bool   `json:"notifyContact"`
	NotifyOrders  bool   `json:"notifyOrders"`
	Owner         bool   `json:"owner"`
	Disabled      bool   `json:"disabled"`
	CreatedAt     string `json:"createdAt"`
	// LockedUntil is when the account's last login lock ends (the whole account, or a
	// client network out of it after failed logins), null when none is on; the owner
	// may clear it.
	LockedUntil *string `json:"lockedUntil"`
	// CodeLocked tells whether the account's two-factor code step is locked after too
	// many wrong codes (from any network): a recovery code or the owner's clear unlocks it.
	CodeLocked bool `json:"codeLocked"`
	// TwoFactor tells whether the account signs in with a code (TOTP) after its password;
	// TwoFactorRequired whether it must (the owner's policy, or the owner's own account
	// once another exists): such an account without it may only set it up.
	TwoFactor         bool `json:"twoFactor"`
	TwoFactorRequired bool `json:"twoFactorRequired"`
}

// ManagedFile is an uploaded file in the file manager.
type ManagedFile struct {
	ID           string `json:"id"`
	OriginalName string `json:"originalName"`
	StoragePath  string `json:"storagePath"`
	URL          string `json:"url"`
	MimeType     string `json:"mimeType"`
	Size         int    `json:"size"`
	CreatedAt    string `json:"createdAt"`
	IsHeroVideo  bool   `json:"isHeroVideo"`
	// UsedBy are the places pages show the file in; empty when it is unused.
	UsedBy []FilePlace `json:"usedBy"`
}

// FilePlace is a place that shows an uploaded file: a product's photos or lab results,
// a variant's, a blog post's or a location's image, the home page's slideshow, a hero
// video.
type FilePlace struct {
	// Kind is product, variant, batch (its certificate), blogPost, location, homePage or
	// heroVideo.
	Kind string `json:"kind"`
	// ID is the record's; Field the record's field that holds the file.
	ID    string `json:"id"`
	Field string `json:"field"`
	// Label names the place for staff: Product “Headhunter”.
	Label string `json:"label"`
}

// StorageCheck tells where uploads go and whether that storage takes a write.
type StorageCheck struct {
	Status        string `json:"status"`
	Timestamp     string `json:"timestamp"`
	ObjectStorage struct {
		Message string `json:"message"`
	} `json:"objectStorage"`
	Environment struct {
		IsHostingPlatform           bool   `json:"isHostingPlatform"`
		HasObjectStoragePermissions bool   `json:"hasObjectStoragePermissions"`
		NodeEnv                     string `json:"nodeEnv"`
	} `json:"environment"`
	StorageStrategy string `json:"storageStrategy"`
	LocalFilesystem struct {
		Status   string `json:"status"`
		Path     string `json:"path"`
		Writable bool   `json:"writable"`
	} `json:"localFilesystem"`
	Recommendations []string `json:"recommendations"`
}

// ImageVerification answers Verify & Recover Images: Success is false while any image
// a page shows is missing, and Missing lists each one with the place that shows it.
type ImageVerification struct {
	Success bool           `json:"success"`
	Message string         `json:"message"`
	Stats   ImageStats     `json:"stats"`
	Missing []MissingImage `json:"missing"`
}

// MissingImage is an image a page shows that is not in storage (after any recovery).
type MissingImage struct {
	URL   string    `json:"url"`
	Place FilePlace `json:"place"`
}

// ImageStats count what Verify & Recover Images found.
type ImageStats struct {
	TotalImages     int `json:"totalImages"`
	MissingImages   int `json:"missingImages"`
	RecoveredImages int `json:"recoveredImages"`
	FailedRecovery  int `json:"failedRecovery"`
}

// Redirect is an old address of the site that answers 301 to its new one; Automatic
// ones were made by renaming a product or a post.
type Redirect struct {
	ID        string `json:"id"`
	FromPath  string `json:"fromPath"`
	ToPath    string `json:"toPath"`
	Automatic bool   `json:"automatic"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
}
