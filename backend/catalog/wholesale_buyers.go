package catalog

import (
	"fmt"
	"slices"
	"time"
)

// Buyers' sessions (issue 38) keep staff's figures: a session ends after
// BuyerSessionIdleHours without a call and BuyerSessionMaxDays after its sign-in, and a
// buyer keeps at most MaxBuyerSessions (signing in once more ends the least recently
// used one).
const (
	BuyerSessionIdleHours = StaffSessionIdleHours
	BuyerSessionMaxDays   = StaffSessionMaxDays
	MaxBuyerSessions      = MaxStaffSessions
	// MaxBuyerUserAgent bounds the browser a session row keeps (the migration's Max).
	MaxBuyerUserAgent = 200
	// MaxBuyersPerAccount bounds an account's users (its admin's invitations).
	MaxBuyersPerAccount = 25
)

// The licence expiry warnings (a private setting: the days before the expiry each
// warning goes, at most MaxLicenceWarnings, each 1 to MaxLicenceWarningDays) and the
// retention of rejected applications (a private setting, in days).
const (
	MaxLicenceWarnings                      = 3
	MinLicenceWarningDays                   = 1
	MaxLicenceWarningDays                   = 365
	DefaultRejectedApplicationRetentionDays = 90
	MinRejectedApplicationRetentionDays     = 1
	MaxRejectedApplicationRetentionDays     = 3650
)

// DefaultLicenceWarningDays are the warnings' days when the setting holds none.
var DefaultLicenceWarningDays = []int{60, 14}

// The buyer's portal's messages: sign-in, the account's users, sessions.
const (
	MsgBuyerNotSignedIn      = "Sign in to the wholesale portal"
	MsgBuyerSessionEnded     = "Your session has ended: sign in again"
	MsgBuyerAccountApplied   = "Your dispensary's application is still being reviewed: you can sign in once it is approved"
	MsgBuyerAccountSuspended = "Your dispensary's wholesale account is suspended: you cannot sign in until it is reinstated. Write to us if you need help."
	MsgBuyerAccountRejected  = "Your dispensary's application was not approved: you cannot sign in. Write to us if you need help."
	MsgBuyerAdminOnly        = "Only your account's admin can invite or remove colleagues"
	MsgBuyerNotFound         = "User not found"
	MsgBuyerSessionNotFound  = "Session not found"
	// MsgOnlyOwnerResetsBuyerTwoFactor refuses a buyer's two-factor reset to staff but the
	// owner (who alone resets a staff member's).
	MsgOnlyOwnerResetsBuyerTwoFactor = "Only the owner can reset a buyer's two-factor sign-in"
	MsgBuyerCannotRemoveSelf         = "You cannot remove yourself: ask another admin of your account"
	MsgBuyerRoleInvalid              = "Role must be admin or orderer"
	MsgBuyerAuthRouteClosed          = "This sign-in method is not available for wholesale buyers"
	MsgBuyerTooManyUsers             = "Your account has as many users as it may have: remove one first"
	MsgBuyerSignInLocked             = "Too many failed sign-ins for this account"
	// Two-factor sign-in (optional for buyers).
	MsgBuyerCodeStepLocked    = "Too many wrong codes for this account: sign in with a recovery code, or write to us to have two-factor sign-in turned off"
	MsgBuyerTwoFactorIsOff    = "Two-factor sign-in is not on for your account"
	MsgBuyerConfirmTurningOff = "Enter a code from your authenticator app, a recovery code or your password to turn two-factor sign-in off"
)

// MsgLicenceWarningDaysValue is the message of a licenceWarningDays setting out of its bounds.
var MsgLicenceWarningDaysValue = fmt.Sprintf("Must be a list of at most %d whole numbers of days from %d to %d", MaxLicenceWarnings, MinLicenceWarningDays, MaxLicenceWarningDays)

// BuyerAccountStatusMessage is what a buyer of an account that is not approved is told
// when they sign in, and whether the account is approved.
func BuyerAccountStatusMessage(status string) (message string, approved bool) {
	switch status {
	case AccountApproved:
		return "", true
	case AccountSuspended:
		return MsgBuyerAccountSuspended, false
	case AccountRejected:
		return MsgBuyerAccountRejected, false
	default:
		return MsgBuyerAccountApplied, false
	}
}

// BusinessHour is the hour now is in New York (the nightly jobs run at an hour there).
func BusinessHour(now time.Time) int { return now.In(businessLocation).Hour() }

// LicenceWarningDaysOf is the setting's days in the order they come (the furthest
// first), without repeats and out-of-bound values; the defaults when none is left.
func LicenceWarningDaysOf(days []int) []int {
	out := []int{}
	for _, d := range days {
		if d >= MinLicenceWarningDays && d <= MaxLicenceWarningDays && !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		return slices.Clone(DefaultLicenceWarningDays)
	}
	slices.Sort(out)
	slices.Reverse(out)
	return out[:min(len(out), MaxLicenceWarnings)]
}

// RejectedApplicationRetention is the setting's days within their bounds (the default
// when unset).
func RejectedApplicationRetention(days int) int {
	if days == 0 {
		return DefaultRejectedApplicationRetentionDays
	}
	return min(max(days, MinRejectedApplicationRetentionDays), MaxRejectedApplicationRetentionDays)
}

// checkLicenceWarningDays: a list of at most MaxLicenceWarnings whole numbers of days
// from 1 to MaxLicenceWarningDays.
func checkLicenceWarningDays(r Record, p *Problems, field string) {
	var days []float64
	if err := r.UnmarshalJSONField(field, &days); err != nil || len(days) > MaxLicenceWarnings {
		p.Add(field, MsgLicenceWarningDaysValue)
		return
	}
	for _, d := range days {
		if d < MinLicenceWarningDays || d > MaxLicenceWarningDays || d != float64(int(d)) {
			p.Add(field, MsgLicenceWarningDaysValue)
			return
		}
	}
}

// MsgRejectedRetention refuses a retention of rejected applications out of its bounds.
var MsgRejectedRetention = fmt.Sprintf("Must be a whole number of days from %d to %d", MinRejectedApplicationRetentionDays, MaxRejectedApplicationRetentionDays)

// WholesaleBuyer is a buyer as the portal shows them (themselves, or a colleague to
// their account's admin).
type WholesaleBuyer struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Role     string `json:"role"`
	Verified bool   `json:"verified"`
	// TwoFactor tells whether the buyer signs in with a code after the password.
	TwoFactor bool `json:"twoFactor"`
}

// WholesaleAccount is a buyer's own account: the dispensary, its licence and state.
type WholesaleAccount struct {
	ID               string `json:"id"`
	LegalName        string `json:"legalName"`
	Dba              string `json:"dba"`
	LicenceNumber    string `json:"licenceNumber"`
	LicenceType      string `json:"licenceType"`
	LicenceTypeLabel string `json:"licenceTypeLabel"`
	LicenceExpiry    string `json:"licenceExpiry"`
	LicenceStatus    string `json:"licenceStatus"`
	LicenceExpired   bool   `json:"licenceExpired"`
	Status           string `json:"status"`
	PremisesStreet   string `json:"premisesStreet"`
	PremisesCity     string `json:"premisesCity"`
	PremisesState    string `json:"premisesState"`
	PremisesZip      string `json:"premisesZip"`
	ContactName      string `json:"contactName"`
	ContactEmail     string `json:"contactEmail"`
	ContactPhone     string `json:"contactPhone"`
}

// WholesaleMe answers GET /api/wholesale/me: the signed-in buyer and their account.
type WholesaleMe struct {
	Buyer   WholesaleBuyer   `json:"buyer"`
	Account WholesaleAccount `json:"account"`
}

// WholesaleSession is one of a buyer's live sessions; Current is the one asking.
type WholesaleSession struct {
	ID         string `json:"id"`
	Device     string `json:"device"`
	Network    string `json:"network"`
	SignedInAt string `json:"signedInAt"`
	LastSeenAt string `json:"lastSeenAt"`
	Current    bool   `json:"current"`
}
