// Package api declares the site's own API routes once: each route's method, path
// pattern and the name the apps call its path by. The server registers its routes with
// these constants (a test in pb_hooks walks the router and fails when a route is missing
// here or a route here is not served), and tsgen writes their paths for both apps as
// packages/domain/src/paths.ts (a test fails while that file is stale).
package api

//go:generate go run ../tsgen

import "net/http"

// The groups: staff routes are registered under StaffGroup (requireStaff, the two-factor
// gate), operators' checks under SystemGroup; the Staff* and System* constants below are
// relative to them.
const (
	StaffGroup  = "/api/admin"
	SystemGroup = "/api/system"
)

// Visitors' routes and the storefront's answers.
const (
	Site                 = "/api/site"
	Products             = "/api/products"
	FeaturedProducts     = "/api/products/featured"
	ProductsWithVariants = "/api/products/with-variants"
	ActiveCategories     = "/api/products/categories/active"
	ProductBySlugPrefix  = "/api/products/slug/" // + {slug}
	BlogPosts            = "/api/blog"
	BlogPostBySlugPrefix = "/api/blog/slug/" // + {slug}
	LotPagePrefix        = "/api/coa/"       // + {slug}: the lot
	Locations            = "/api/locations"
	CarriedProducts      = "/api/locations/products"
	HeroVideos           = "/api/hero-videos"
	PageMeta             = "/api/page-meta"
	Contact              = "/api/contact"
	Orders               = "/api/orders"
	Ready                = "/api/ready"
	// WholesaleApplications takes a dispensary's application (docs/wholesale.md).
	WholesaleApplications = "/api/wholesale/applications"
	// The signed-in buyer's routes (a buyer's session: docs/wholesale.md, API): who they
	// are, their account's users (its admin only), their own sessions, their own
	// two-factor sign-in (start setting it up, turn it off; confirm it).
	WholesaleMe             = "/api/wholesale/me"
	WholesaleUsers          = "/api/wholesale/users"
	WholesaleUser           = "/api/wholesale/users/{id}"
	WholesaleSessions       = "/api/wholesale/sessions"
	WholesaleSession        = "/api/wholesale/sessions/{id}"
	WholesaleOwnTOTP        = "/api/wholesale/me/totp"
	WholesaleOwnTOTPConfirm = "/api/wholesale/me/totp/confirm"
	// The buyer's menu (a signed-in buyer of an approved account): JSON, CSV and PDF.
	WholesaleMenu    = "/api/wholesale/menu"
	WholesaleMenuCSV = "/api/wholesale/menu.csv"
	WholesaleMenuPDF = "/api/wholesale/menu.pdf"
	// A buyer's orders (issue 39): submit and list, one with its lines and timeline,
	// cancel one not yet accepted.
	WholesaleOrders      = "/api/wholesale/orders"
	WholesaleOrder       = "/api/wholesale/orders/{id}"
	WholesaleOrderCancel = "/api/wholesale/orders/{id}/cancel"
	// A buyer's invoices (issue 39): their account's, and one's PDF.
	WholesaleInvoices   = "/api/wholesale/invoices"
	WholesaleInvoicePDF = "/api/wholesale/invoices/{id}/pdf"
	// WholesaleDeliveryDays are the days a buyer may ask for a delivery on.
	WholesaleDeliveryDays = "/api/wholesale/delivery-days"
	// Login is the staff sign-in: under /api/admin but outside the staff group.
	Login = StaffGroup + "/login"
	// UnknownAPI answers JSON 404 for any other path under /api.
	UnknownAPI = "/api/{path...}"
)

// Answers only the server's page render reads: no route serves them (backend/pages'
// DataSources.RenderOnly), but the storefront's queries name them.
const (
	ProductListHead = "/api/products/list-head"
	HomeHead        = "/api/home/head"
	// FormAnswer is what a page's own form was answered (a page rendered at its
	// address with ?answer reads it: the contact page where no script runs).
	FormAnswer = "/api/form-answer"
)

// Staff routes, relative to StaffGroup.
const (
	StaffMe                    = "/me"
	StaffLogout                = "/logout"
	StaffOwnPassword           = "/me/password"
	StaffOwnSessions           = "/me/sessions"
	StaffOwnSession            = "/me/sessions/{id}"
	StaffOwnTOTP               = "/me/totp"
	StaffOwnTOTPConfirm        = "/me/totp/confirm"
	StaffTwoFactorPolicy       = "/two-factor-policy"
	StaffEndSessions           = "/staff/{id}/end-sessions"
	StaffResetTwoFactor        = "/staff/{id}/reset-two-factor"
	StaffClearLock             = "/staff/{id}/clear-lock"
	StaffEmailResend           = "/outbox/{id}/resend"
	StaffEmailDiscard          = "/outbox/{id}/discard"
	StaffMailStatus            = "/mail-status"
	StaffNotificationSetting   = "/notification-settings"
	StaffCompliance            = "/compliance"
	StaffVariants              = "/products/{id}/variants"
	StaffVariant               = "/products/{id}/variants/{variantId}"
	StaffCertificateUpload     = "/batches/coa"
	StaffLotQRCodePNG          = "/batches/{id}/qr.png"
	StaffLotQRCodeSVG          = "/batches/{id}/qr.svg"
	StaffMessageReply          = "/contact-messages/{id}/reply"
	StaffImageUpload           = "/upload"
	StaffVideoUpload           = "/upload-video"
	StaffHeroVideosReindex     = "/hero-videos/reindex"
	StaffFilesBulkDelete       = "/files/bulk-delete"
	StaffVerifyImages          = "/verify-images"
	StaffSitemapExcluded       = "/sitemap/excluded"
	StaffSitemapRefresh        = "/sitemap/refresh"
	StaffHealth                = "/health"
	StaffActivity              = "/activity"
	StaffActivityEntry         = "/activity/{id}"
	StaffActivityLogSize       = "/activity-log"
	StaffDeleted               = "/deleted"
	StaffRestoreDeleted        = "/deleted/{revision}/restore"
	StaffDashboard             = "/dashboard"
	StaffSlideshow             = "/slideshow"
	StaffBuyerAccountApprove   = "/buyer-accounts/{id}/approve"
	StaffBuyerAccountReject    = "/buyer-accounts/{id}/reject"
	StaffBuyerAccountSuspend   = "/buyer-accounts/{id}/suspend"
	StaffBuyerAccountReinstate = "/buyer-accounts/{id}/reinstate"
	StaffBuyerResetTwoFactor   = "/buyer-accounts/{id}/buyers/{buyer}/reset-two-factor"
	StaffLicenceDocument       = "/buyer-accounts/{id}/licence-document"
	StaffLicenceChecks         = "/buyer-accounts/{id}/licence-checks"
	StaffLicenceImportPreview  = "/licence-imports/preview"
	StaffLicenceImport         = "/licence-imports"
	// StaffWholesaleOrderTransition moves an order through its state table.
	StaffWholesaleOrderTransition = "/wholesale-orders/{id}/transition"
	// StaffInvoicePDF is an invoice's PDF.
	StaffInvoicePDF = "/invoices/{id}/pdf"
	// StaffReceivables is the accounts-receivable aging (?asOf=YYYY-MM-DD).
	StaffReceivables = "/receivables"
	// StaffMetrcExport is the shipped orders' lines as Metrc's transfer fields (CSV).
	StaffMetrcExport = "/metrc-export.csv"
	// StaffWholesaleSettings are the wholesale portal's private settings.
	StaffWholesaleSettings = "/wholesale-settings"
)

// Operators' checks, relative to SystemGroup.
const SystemStorageCheck = "/storage-check"

// The staff resources: each is /api/admin/{name} (list, create) and /{name}/{id} (get,
// update, delete) with react-admin's list contract; what each offers is in Resources.
const (
	ProductsResource        = "products"
	BlogResource            = "blog"
	LocationsResource       = "locations"
	ReviewsResource         = "reviews"
	BatchesResource         = "batches"
	HeroVideosResource      = "hero-videos"
	ContactMessagesResource = "contact-messages"
	OrdersResource          = "orders"
	FilesResource           = "files"
	RedirectsResource       = "redirects"
	StaffResource           = "staff"
	// SettingsResource only keeps revisions: the settings are edited on their own screens.
	SettingsResource = "settings"
	// BuyerAccountsResource is the dispensaries' accounts: listed, read and their details
	// corrected; their status changes by its own routes (approve, reject, suspend,
	// reinstate).
	BuyerAccountsResource = "buyer-accounts"
	// WholesalePricesResource is the one wholesale price list; LotStockResource the
	// units per variant and lot.
	WholesalePricesResource = "wholesale-prices"
	LotStockResource        = "lot-stock"
	// WholesaleOrdersResource is the dispensaries' orders: listed and read; they move
	// only by their transition route.
	WholesaleOrdersResource = "wholesale-orders"
	// InvoicesResource is the invoices: listed and read, never changed.
	InvoicesResource = "invoices"
	// PaymentsResource and CreditNotesResource are recorded against invoices: listed,
	// read and created, never changed.
	PaymentsResource    = "payments"
	CreditNotesResource = "credit-notes"
)

// What a staff resource offers beyond listing and reading one record.
type Ops uint8

const (
	Create Ops = 1 << iota
	Update     // PATCH, and PUT as its synonym
	Delete
)

// Resource is one staff resource; Record is the apps' name of one of its records
// ("Product": adminProduct(id)), and Revisions whether its records keep revisions.
type Resource struct {
	Name      string
	Record    string
	Ops       Ops
	Revisions bool
}

// Resources are the staff resources, as the server offers them.
var Resources = []Resource{
	{ProductsResource, "Product", Create | Update | Delete, true},
	{BlogResource, "BlogPost", Create | Update | Delete, true},
	{LocationsResource, "Location", Create | Update | Delete, true},
	{BatchesResource, "Batch", Create | Update | Delete, true},
	{ReviewsResource, "Review", Create | Update | Delete, false},
	{HeroVideosResource, "HeroVideo", Update | Delete, false},
	{ContactMessagesResource, "ContactMessage", Update | Delete, false},
	{OrdersResource, "Order", Update | Delete, false},
	{FilesResource, "File", Delete, false},
	{RedirectsResource, "Redirect", Create | Delete, false},
	{StaffResource, "StaffAccount", Create | Update | Delete, false},
	{BuyerAccountsResource, "BuyerAccount", Update, false},
	{WholesalePricesResource, "WholesalePrice", Create | Update | Delete, true},
	{LotStockResource, "LotStockRow", Create | Update | Delete, true},
	{WholesaleOrdersResource, "WholesaleOrder", 0, false},
	{InvoicesResource, "Invoice", 0, false},
	{PaymentsResource, "Payment", Create, false},
	{CreditNotesResource, "CreditNote", Create, false},
}

// RevisionResources are the resources whose records keep revisions: the settings' and
// Resources' with Revisions.
func RevisionResources() []string {
	names := []string{}
	for _, r := range Resources {
		if r.Revisions {
			names = append(names, r.Name)
		}
	}
	return append(names, SettingsResource)
}

// Route is one route of the API: its method, its full path pattern (Go's ServeMux
// syntax: {name} a parameter, {name...} the rest), and the name the apps call its path
// by (several methods of one path share it; "" for none the apps call).
type Route struct {
	Method string
	Path   string
	Name   string
	// RenderOnly: the server's page render answers it; no route serves it.
	RenderOnly bool
}

// Routes is every route of the API the site adds to PocketBase's.
func Routes() []Route {
	routes := []Route{
		get(Site, "site"),
		get(Products, "products"),
		get(FeaturedProducts, "featuredProducts"),
		get(ProductsWithVariants, "productsWithVariants"),
		get(ActiveCategories, "activeCategories"),
		get(ProductBySlugPrefix+"{slug}", "productBySlug"),
		get(BlogPosts, "blogPosts"),
		get(BlogPostBySlugPrefix+"{slug}", "blogPostBySlug"),
		get(LotPagePrefix+"{slug}", "lotPage"),
		get(Locations, "locations"),
		get(CarriedProducts, "carriedProducts"),
		get(HeroVideos, "heroVideos"),
		get(PageMeta, "pageMeta"),
		post(Contact, "contact"),
		post(Orders, "orders"),
		post(WholesaleApplications, "wholesaleApplications"),
		get(WholesaleMe, "wholesaleMe"),
		get(WholesaleUsers, "wholesaleUsers"),
		post(WholesaleUsers, "wholesaleUsers"),
		{Method: http.MethodDelete, Path: WholesaleUser, Name: "wholesaleUser"},
		get(WholesaleSessions, "wholesaleSessions"),
		{Method: http.MethodDelete, Path: WholesaleSession, Name: "wholesaleSession"},
		post(WholesaleOwnTOTP, "wholesaleOwnTotp"),
		{Method: http.MethodDelete, Path: WholesaleOwnTOTP, Name: "wholesaleOwnTotp"},
		post(WholesaleOwnTOTPConfirm, "wholesaleOwnTotpConfirm"),
		get(WholesaleMenu, "wholesaleMenu"),
		get(WholesaleMenuCSV, "wholesaleMenuCsv"),
		get(WholesaleMenuPDF, "wholesaleMenuPdf"),
		get(WholesaleOrders, "wholesaleOrders"),
		post(WholesaleOrders, "wholesaleOrders"),
		get(WholesaleOrder, "wholesaleOrder"),
		post(WholesaleOrderCancel, "wholesaleOrderCancel"),
		get(WholesaleDeliveryDays, "wholesaleDeliveryDays"),
		get(WholesaleInvoices, "wholesaleInvoices"),
		get(WholesaleInvoicePDF, "wholesaleInvoicePdf"),
		get(Ready, ""),
		post(Login, "adminLogin"),
		{Method: "GET", Path: ProductListHead, Name: "productListHead", RenderOnly: true},
		{Method: "GET", Path: HomeHead, Name: "homeHead", RenderOnly: true},
		{Method: "GET", Path: FormAnswer, Name: "formAnswer", RenderOnly: true},

		get(SystemGroup+SystemStorageCheck, "systemStorageCheck"),

		staff(http.MethodGet, StaffMe, "adminMe"),
		staff(http.MethodPost, StaffLogout, "adminLogout"),
		staff(http.MethodPost, StaffOwnPassword, "adminOwnPassword"),
		staff(http.MethodGet, StaffOwnSessions, "adminOwnSessions"),
		staff(http.MethodDelete, StaffOwnSession, "adminOwnSession"),
		staff(http.MethodPost, StaffOwnTOTP, "adminOwnTotp"),
		staff(http.MethodDelete, StaffOwnTOTP, "adminOwnTotp"),
		staff(http.MethodPost, StaffOwnTOTPConfirm, "adminOwnTotpConfirm"),
		staff(http.MethodGet, StaffTwoFactorPolicy, "adminTwoFactorPolicy"),
		staff(http.MethodPut, StaffTwoFactorPolicy, "adminTwoFactorPolicy"),
		staff(http.MethodPost, StaffEndSessions, "adminEndSessions"),
		staff(http.MethodPost, StaffResetTwoFactor, "adminResetTwoFactor"),
		staff(http.MethodPost, StaffClearLock, "adminClearLock"),
		staff(http.MethodPost, StaffEmailResend, "adminEmailResend"),
		staff(http.MethodPost, StaffEmailDiscard, "adminEmailDiscard"),
		staff(http.MethodGet, StaffMailStatus, "adminMailStatus"),
		staff(http.MethodGet, StaffNotificationSetting, "adminNotificationSettings"),
		staff(http.MethodPatch, StaffNotificationSetting, "adminNotificationSettings"),
		staff(http.MethodGet, StaffCompliance, "adminCompliance"),
		staff(http.MethodPatch, StaffCompliance, "adminCompliance"),
		staff(http.MethodGet, StaffVariants, "adminVariants"),
		staff(http.MethodPost, StaffVariants, "adminVariants"),
		staff(http.MethodPatch, StaffVariant, "adminVariant"),
		staff(http.MethodDelete, StaffVariant, "adminVariant"),
		staff(http.MethodPost, StaffCertificateUpload, "adminCertificateUpload"),
		staff(http.MethodGet, StaffLotQRCodePNG, "adminLotQrCodePng"),
		staff(http.MethodGet, StaffLotQRCodeSVG, "adminLotQrCodeSvg"),
		staff(http.MethodPost, StaffMessageReply, "adminMessageReply"),
		staff(http.MethodPost, StaffImageUpload, "adminImageUpload"),
		staff(http.MethodPost, StaffVideoUpload, "adminVideoUpload"),
		staff(http.MethodPost, StaffHeroVideosReindex, "adminHeroVideosReindex"),
		staff(http.MethodPost, StaffFilesBulkDelete, "adminFilesBulkDelete"),
		staff(http.MethodPost, StaffVerifyImages, "adminVerifyImages"),
		staff(http.MethodGet, StaffSitemapExcluded, "adminSitemapExcluded"),
		staff(http.MethodPost, StaffSitemapRefresh, "adminSitemapRefresh"),
		staff(http.MethodGet, StaffHealth, "adminHealth"),
		staff(http.MethodGet, StaffActivity, "adminActivity"),
		staff(http.MethodGet, StaffActivityEntry, "adminActivityEntry"),
		staff(http.MethodGet, StaffActivityLogSize, "adminActivityLogSize"),
		staff(http.MethodGet, StaffDeleted, "adminDeleted"),
		staff(http.MethodPost, StaffRestoreDeleted, "adminRestoreDeleted"),
		staff(http.MethodGet, StaffDashboard, "adminDashboard"),
		staff(http.MethodGet, StaffSlideshow, "adminSlideshow"),
		staff(http.MethodPut, StaffSlideshow, "adminSlideshow"),
		staff(http.MethodPost, StaffBuyerAccountApprove, "adminBuyerAccountApprove"),
		staff(http.MethodPost, StaffBuyerAccountReject, "adminBuyerAccountReject"),
		staff(http.MethodPost, StaffBuyerAccountSuspend, "adminBuyerAccountSuspend"),
		staff(http.MethodPost, StaffBuyerAccountReinstate, "adminBuyerAccountReinstate"),
		staff(http.MethodPost, StaffBuyerResetTwoFactor, "adminBuyerResetTwoFactor"),
		staff(http.MethodGet, StaffLicenceDocument, "adminLicenceDocument"),
		staff(http.MethodGet, StaffLicenceChecks, "adminLicenceChecks"),
		staff(http.MethodPost, StaffLicenceChecks, "adminLicenceChecks"),
		staff(http.MethodPost, StaffLicenceImportPreview, "adminLicenceImportPreview"),
		staff(http.MethodPost, StaffLicenceImport, "adminLicenceImport"),
		staff(http.MethodPost, StaffWholesaleOrderTransition, "adminWholesaleOrderTransition"),
		staff(http.MethodGet, StaffInvoicePDF, "adminInvoicePdf"),
		staff(http.MethodGet, StaffReceivables, "adminReceivables"),
		staff(http.MethodGet, StaffMetrcExport, "adminMetrcExportCsv"),
		staff(http.MethodGet, StaffWholesaleSettings, "adminWholesaleSettings"),
		staff(http.MethodPatch, StaffWholesaleSettings, "adminWholesaleSettings"),
	}
	for _, r := range Resources {
		routes = append(routes, r.routes()...)
	}
	for _, name := range RevisionResources() {
		routes = append(routes,
			staff(http.MethodGet, "/"+name+"/{id}/revisions", ""),
			staff(http.MethodPost, "/"+name+"/{id}/revisions/{revision}/restore", ""))
	}
	for _, method := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		routes = append(routes, Route{Method: method, Path: UnknownAPI})
	}
	return routes
}

// routes are the resource's list, get, and those of its Ops; the apps name them
// admin{Name} and admin{Record}(id) (the generic adminResource, adminRecord too).
func (r Resource) routes() []Route {
	list, one := "/"+r.Name, "/"+r.Name+"/{id}"
	listName, oneName := "admin"+pascal(r.Name), "admin"+r.Record
	routes := []Route{staff(http.MethodGet, list, listName), staff(http.MethodGet, one, oneName)}
	if r.Ops&Create != 0 {
		routes = append(routes, staff(http.MethodPost, list, listName))
	}
	if r.Ops&Update != 0 {
		routes = append(routes, staff(http.MethodPatch, one, oneName), staff(http.MethodPut, one, oneName))
	}
	if r.Ops&Delete != 0 {
		routes = append(routes, staff(http.MethodDelete, one, oneName))
	}
	return routes
}

func get(path, name string) Route  { return Route{Method: http.MethodGet, Path: path, Name: name} }
func post(path, name string) Route { return Route{Method: http.MethodPost, Path: path, Name: name} }

func staff(method, path, name string) Route {
	return Route{Method: method, Path: StaffGroup + path, Name: name}
}

// pascal is "hero-videos" as "HeroVideos".
func pascal(name string) string {
	out := []byte{}
	upper := true
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '-' {
			upper = true
			continue
		}
		if upper && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		upper = false
		out = append(out, c)
	}
	return string(out)
}
