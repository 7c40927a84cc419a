package catalog

import (
	"errors"
	"fmt"
	"math"
	"net/netip"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &SiteSettingsSchema, Record: "SiteSettings", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: fixedLabel("Site settings"), Log: Logged(), Revisions: KeepsSettingsRevisions("site"),
	Public:  FeedsPublic("every page: the brand, the licensee, the warnings, the home page's photos"),
	Uploads: []Upload{{Field: SiteSettingsFieldHeroImages, Holds: UploadAddresses, Image: true, Place: "homePage", What: "Home page slideshow"}},
	Rules:   &Rules{Prepare: func(_ core.App, r *core.Record) { PrepareSiteSettings(r) }},
	Copy:    &CopyReading{Screen: "compliance"},
})

var _ = Register(Collection{
	Schema: &PrivateSettingsSchema, Record: "PrivateSettings", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: fixedLabel("Private settings"), Log: Logged(), Revisions: KeepsSettingsRevisions("private"),
	Public: NotPublic("only staff and superusers read them"),
	Rules:  &Rules{Prepare: func(_ core.App, r *core.Record) { PreparePrivateSettings(r) }},
})

// MaxNotifyEmails bounds the staff addresses site settings notify of every lead.
const MaxNotifyEmails = 20

// ErrNotASiteAddress is returned for a site address that is not scheme://host[:port].
var ErrNotASiteAddress = errors.New("the site's address must be like https://example.com (http or https, a host, no path)")

// ParseSiteAddress reads a site address ("https://Example.com/") as the origin the site
// is served at ("https://example.com"): http or https, a host, an optional port, nothing
// else.
func ParseSiteAddress(address string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(address))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", ErrNotASiteAddress
	}
	return u.Scheme + "://" + strings.ToLower(u.Host), nil
}

// ParseNetworks reads addresses and networks ("10.0.0.5", "10.0.0.0/8", "::1").
func ParseNetworks(entries []string) ([]netip.Prefix, error) {
	out := make([]netip.Prefix, 0, len(entries))
	for _, entry := range entries {
		entry = strings.TrimSpace(entry)
		if prefix, err := netip.ParsePrefix(entry); err == nil {
			out = append(out, prefix.Masked())
			continue
		}
		addr, err := netip.ParseAddr(entry)
		if err != nil {
			return nil, errors.New("not an IP address or network: " + entry)
		}
		out = append(out, netip.PrefixFrom(addr.Unmap(), addr.Unmap().BitLen()))
	}
	return out, nil
}

// SiteSettingsSchema declares the site settings (one record, which visitors read): what
// the storefront shows of the business, the sitemap's exclusions, the home page's
// photos and the structured data's offer terms. Its rules keep the site's address and its
// licences usable; the other fields are bounded by the collection (its migrations).
var SiteSettingsSchema = Schema{Collection: SiteSettingsCollection, Fields: []Field{
	{Name: "siteUrl", Kind: TextKind, Label: "Site address", Check: checkSiteAddress},
	{Name: "licenses", Kind: TextListKind, Label: "Licenses", Check: checkLicenses},
	{Name: "brandName", Kind: TextKind, Label: "Brand name"},
	legalNameField,
	licenseNumbersField,
	{Name: "tagline", Kind: TextKind, Label: "Tagline", Copy: true},
	{Name: "contactEmail", Kind: TextKind, Label: "Contact email"},
	{Name: "contactPhone", Kind: TextKind, Label: "Contact phone"},
	{Name: "address", Kind: TextKind, Label: "Address"},
	{Name: "city", Kind: TextKind, Label: "City"},
	{Name: "state", Kind: TextKind, Label: "State"},
	{Name: "zip", Kind: TextKind, Label: "ZIP code"},
	{Name: "healthWarning", Kind: TextKind, Label: "Health warning"},
	rotatingWarningsField,
	retailPriceDisplayField,
	{Name: "excludedRoutes", Kind: TextListKind, Label: "Routes hidden from search engines"},
	heroImagesField,
	heroImageAltsField,
	{Name: "teamMembers", Kind: WholeKind, Label: "Team members"},
	{Name: "defaultBlogAuthor", Kind: TextKind, Label: "Default blog author"},
	{Name: "priceValidMonths", Kind: WholeKind, Label: "Months a price is valid"},
	{Name: "handlingDaysMin", Kind: WholeKind, Label: "Fewest handling days"},
	{Name: "handlingDaysMax", Kind: WholeKind, Label: "Most handling days"},
	{Name: "transitDaysMin", Kind: WholeKind, Label: "Fewest transit days"},
	{Name: "transitDaysMax", Kind: WholeKind, Label: "Most transit days"},
	{Name: "returnDays", Kind: WholeKind, Label: "Days to return"},
	copyReviewField,
}}

// The settings' own messages.
const (
	msgNotASiteAddress = "Must be the site's address, such as https://example.com"
	msgNotNetworks     = "Must be a list of IP addresses or networks such as 10.0.0.0/8"
)

var msgNotLicenses = fmt.Sprintf("Must be a list of licenses, each %d to %d characters", MinEntryLength, MaxLicenseLength)

// MaxLicenseLength bounds each of the site's licenses.
const MaxLicenseLength = 200

// CheckSiteSettings applies the site settings' rules.
func CheckSiteSettings(r Record) *Problems { return SiteSettingsSchema.Check(r) }

func checkSiteAddress(r Record, p *Problems, field string) {
	if raw := r.GetString(field); raw != "" {
		if _, err := ParseSiteAddress(raw); err != nil {
			p.Add(field, msgNotASiteAddress)
		}
	}
}

func checkLicenses(r Record, p *Problems, field string) {
	if licenses, ok := textList(r, field); !ok || !allShortTexts(licenses, MaxLicenseLength) {
		p.Add(field, msgNotLicenses)
	}
}

// MaxVisitorEmailsPerHour bounds the setting visitorEmailsPerHour.
const MaxVisitorEmailsPerHour = 10000

// PrivateSettingsSchema declares the private settings (one record only staff and
// superusers read), in the order its rules check them: the trusted proxies (set by
// operators in the superuser UI), and the notification settings staff set on the
// Notifications screen: who hears of each lead, the sender, when the connection to the
// mail server must be encrypted, the budget of visitors' emails an hour, and a switch
// per kind of email.
var PrivateSettingsSchema = Schema{Collection: PrivateSettingsCollection, Fields: []Field{
	{Name: "trustedProxies", Kind: TextListKind, Label: "Trusted proxies", TypeMessage: msgNotNetworks, Fixed: true, Check: checkNetworks},
	{Name: "notifyEmails", Kind: TextListKind, Label: "Staff addresses", TypeMessage: "Must be a list of email addresses", Check: checkNotifyEmails},
	{Name: "mailSenderAddress", Kind: TextKind, Label: "Sender address", TypeMessage: MsgInvalidEmail, Check: checkSenderAddress},
	{Name: "mailSenderName", Kind: TextKind, Label: "Sender name", Max: 200, TypeMessage: "Must be text"},
	{Name: "smtpRequireTLS", Kind: TextKind, Label: "Require an encrypted connection to the mail server", TypeMessage: msgNotATLSMode,
		Default: TLSUnlessLoopback, Check: checkTLSMode},
	wholeNumberField("visitorEmailsPerHour", "Visitors' emails an hour", 0, MaxVisitorEmailsPerHour),
	{Name: "notifyOnContact", Kind: BoolKind, Label: "Email staff about each new contact message", TypeMessage: "Must be true or false"},
	{Name: "notifyOnOrder", Kind: BoolKind, Label: "Email staff about each new order request", TypeMessage: "Must be true or false"},
	{Name: "confirmOrdersToCustomers", Kind: BoolKind, Label: "Email customers a confirmation of their order request, and when it is confirmed or cancelled", TypeMessage: "Must be true or false"},
	{Name: "twoFactorRequired", Kind: BoolKind, Label: "Two-factor sign-in required for every account", TypeMessage: "Must be true or false", Fixed: true},
	{Name: "activityRetentionDays", Kind: WholeKind, Label: "Days the activity log and revisions are kept", Min: MinActivityRetentionDays, Max: MaxActivityRetentionDays,
		TypeMessage: ActivityRetentionProblem, Fixed: true, Check: checkActivityRetention},
	{Name: CopyTermsField, Kind: JSONKind, Label: "Terms the copy check looks for", TypeMessage: copyTermsProblem, Fixed: true, Check: checkCopyTerms},
	{Name: "licenceWarningDays", Kind: JSONKind, Label: "Days before a buyer's licence expires that the account and staff are warned", TypeMessage: MsgLicenceWarningDaysValue,
		Fixed: true, Check: checkLicenceWarningDays},
	{Name: "rejectedApplicationRetentionDays", Kind: WholeKind, Label: "Days a rejected wholesale application is kept",
		Min: MinRejectedApplicationRetentionDays, Max: MaxRejectedApplicationRetentionDays, TypeMessage: MsgRejectedRetention, Fixed: true,
		Check: func(r Record, p *Problems, field string) {
			if n := r.GetFloat(field); n < MinRejectedApplicationRetentionDays || n > MaxRejectedApplicationRetentionDays || n != float64(int(n)) {
				p.Add(field, MsgRejectedRetention)
			}
		}},
	{Name: "deliveryDays", Kind: TextListKind, Label: "Days of the week wholesale orders are delivered", TypeMessage: MsgDeliveryDaysValue,
		Fixed: true, Check: checkDeliveryDays},
	{Name: "paymentTermDays", Kind: WholeKind, Label: "Days after delivery a wholesale invoice is due", Min: MinPaymentTermDays, Max: MaxPaymentTermDays,
		TypeMessage: MsgPaymentTermDays, Fixed: true, Check: wholeDaysCheck(MinPaymentTermDays, MaxPaymentTermDays, MsgPaymentTermDays)},
	{Name: "reminderDaysBefore", Kind: WholeKind, Label: "Days before an invoice's due date its reminder goes", Min: MinReminderDaysBefore, Max: MaxReminderDaysBefore,
		TypeMessage: MsgReminderDaysBefore, Fixed: true, Check: wholeDaysCheck(MinReminderDaysBefore, MaxReminderDaysBefore, MsgReminderDaysBefore)},
	{Name: "delinquentAfterDays", Kind: WholeKind, Label: "Days late after which an account is delinquent", Min: MinDelinquentAfterDays, Max: MaxDelinquentAfterDays,
		TypeMessage: MsgDelinquentAfterDays, Fixed: true, Check: wholeDaysCheck(MinDelinquentAfterDays, MaxDelinquentAfterDays, MsgDelinquentAfterDays)},
	{Name: "exciseRates", Kind: JSONKind, Label: "Excise rates (cents per mg of THC, by category)", TypeMessage: MsgExciseRates, Fixed: true, Check: checkExciseRates},
	{Name: "exciseSource", Kind: TextKind, Label: "Source of the excise rates", Max: MaxExciseSource, TypeMessage: MsgExciseSource, Fixed: true, Check: checkExciseSource},
}}

// checkActivityRetention: a whole number of days within the retention's bounds.
func checkActivityRetention(r Record, p *Problems, field string) {
	if days := r.GetFloat(field); days < MinActivityRetentionDays || days > MaxActivityRetentionDays || days != math.Trunc(days) {
		p.Add(field, ActivityRetentionProblem)
	}
}

// CheckPrivateSettings applies the private settings' rules.
func CheckPrivateSettings(r Record) *Problems { return PrivateSettingsSchema.Check(r) }

// wholeNumberField is a whole number from min to max; its one message says so.
func wholeNumberField(name, label string, min, max int) Field {
	message := fmt.Sprintf("Must be a whole number from %d to %d", min, max)
	return Field{Name: name, Kind: WholeKind, Label: label, Min: min, Max: max, TypeMessage: message,
		Check: func(r Record, p *Problems, field string) {
			if n := r.GetFloat(field); n < float64(min) || n > float64(max) || n != math.Trunc(n) {
				p.Add(field, message)
			}
		}}
}

func checkNetworks(r Record, p *Problems, field string) {
	if proxies, ok := textList(r, field); !ok {
		p.Add(field, msgNotNetworks)
	} else if _, err := ParseNetworks(proxies); err != nil {
		p.Add(field, msgNotNetworks)
	}
}

// checkNotifyEmails: at most MaxNotifyEmails email addresses.
func checkNotifyEmails(r Record, p *Problems, field string) {
	switch addresses, ok := textList(r, field); {
	case !ok:
		p.Add(field, "Must be a list of email addresses")
	case len(addresses) > MaxNotifyEmails:
		p.Add(field, fmt.Sprintf("At most %d notification addresses", MaxNotifyEmails))
	default:
		for _, a := range addresses {
			if !isEmailAddress(a) {
				p.Add(field, "Not a valid email address: "+a)
				break
			}
		}
	}
}

func checkSenderAddress(r Record, p *Problems, field string) {
	if sender := r.GetString(field); sender != "" && !isEmailAddress(sender) {
		p.Add(field, MsgInvalidEmail)
	}
}

func isEmailAddress(s string) bool {
	return s != "" && is.EmailFormat.Validate(s) == nil
}

func allShortTexts(list []string, max int) bool {
	for _, v := range list {
		if strings.TrimSpace(v) == "" || utf8.RuneCountInString(v) > max {
			return false
		}
	}
	return true
}
