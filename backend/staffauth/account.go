package staffauth

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// The functions here take an account of any collection that signs in with a code after
// its password: staff's and buyers' records carry the same two-factor fields
// (catalog.FieldTOTPSecret...), and the queries go to the record's own table.

// Secret is the account's confirmed TOTP secret ("" without two-factor).
func Secret(account *core.Record) string { return account.GetString(catalog.FieldTOTPSecret) }

// PendingSecret is the secret an enrolment started and no code confirmed yet.
func PendingSecret(account *core.Record) string {
	return account.GetString(catalog.FieldTOTPPendingSecret)
}

// StartEnrolment keeps enrolment's secret aside on account until a code confirms it
// (Enrol). The caller saves account.
func StartEnrolment(account *core.Record, enrolment catalog.TwoFactorEnrolment) {
	account.Set(catalog.FieldTOTPPendingSecret, enrolment.Secret)
}

// tableOf is the table account's row lives in.
func tableOf(account *core.Record) string { return account.Collection().Name }
