package catalog

// Staff sessions end after StaffSessionIdleHours without a call, and
// StaffSessionMaxDays after sign-in whatever happens; an account keeps at most
// MaxStaffSessions (signing in once more ends its least recently used one).
const (
	StaffSessionIdleHours = 8
	StaffSessionMaxDays   = 5
	MaxStaffSessions      = 10
)

// The two-factor fields of an account that signs in with a code after its password
// (staff, buyers: each registry entry declares twoFactorInternal, each migration makes
// them hidden); backend/staffauth reads and writes them by these names.
const (
	FieldTOTPSecret        = "totpSecret"
	FieldTOTPPendingSecret = "totpPendingSecret"
	FieldTOTPLastStep      = "totpLastStep"
	FieldRecoveryCodes     = "recoveryCodes"
	FieldTOTPWrongCodes    = "totpWrongCodes"
)

func twoFactorInternal() []Field {
	return []Field{
		{Name: FieldTOTPSecret, Kind: TextKind},
		{Name: FieldTOTPPendingSecret, Kind: TextKind},
		{Name: FieldTOTPLastStep, Kind: WholeKind},
		{Name: FieldRecoveryCodes, Kind: TextListKind},
		{Name: FieldTOTPWrongCodes, Kind: WholeKind},
	}
}

// RecoveryCodeCount is how many one-time recovery codes two-factor enrolment gives.
const RecoveryCodeCount = 10

// TwoFactorEnrolment starts setting up two-factor sign-in: the new secret, as text and
// as an otpauth:// address, and that address as a QR code (a PNG data URL). Nothing
// changes until a code from it is confirmed.
type TwoFactorEnrolment struct {
	Secret     string `json:"secret"`
	OtpauthURL string `json:"otpauthUrl"`
	QRCode     string `json:"qrCode"`
}

// RecoveryCodes are the one-time codes that sign in instead of a TOTP code, shown once
// (the server keeps only their hashes).
type RecoveryCodes struct {
	RecoveryCodes []string `json:"recoveryCodes"`
}

// TwoFactorPolicy is the owner's choice that every staff account signs in with
// two-factor.
type TwoFactorPolicy struct {
	Required bool `json:"required"`
}

// StaffSession is one signed-in browser of a staff account: its device (from the
// User-Agent), the address it last called from and when, when it signed in; Current
// marks the caller's own.
type StaffSession struct {
	ID         string `json:"id"`
	Device     string `json:"device"`
	Address    string `json:"address"`
	LastSeenAt string `json:"lastSeenAt"`
	SignedInAt string `json:"signedInAt"`
	Current    bool   `json:"current"`
}
