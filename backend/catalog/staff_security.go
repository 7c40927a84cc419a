package catalog

// Staff sessions end after StaffSessionIdleHours without a call, and
// StaffSessionMaxDays after sign-in whatever happens; an account keeps at most
// MaxStaffSessions (signing in once more ends its least recently used one).
const (
	StaffSessionIdleHours = 8
	StaffSessionMaxDays   = 5
	MaxStaffSessions      = 10
)

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
