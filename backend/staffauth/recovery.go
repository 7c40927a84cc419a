package staffauth

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// A recovery code is 12 random base32 characters (60 bits), shown as abcd-efgh-ijkl.
// Only its SHA-256 is kept: the codes are random, so a slow hash would add nothing but
// login time.
const (
	recoveryCodeChars = 12
	recoveryCodeGroup = 4
)

// NewRecoveryCodes makes catalog.RecoveryCodeCount codes and the hashes to keep of them.
func NewRecoveryCodes() (codes, hashes []string) {
	for range catalog.RecoveryCodeCount {
		raw := strings.ToLower(rand.Text()[:recoveryCodeChars])
		var shown strings.Builder
		for i := 0; i < len(raw); i += recoveryCodeGroup {
			if i > 0 {
				shown.WriteByte('-')
			}
			shown.WriteString(raw[i : i+recoveryCodeGroup])
		}
		codes = append(codes, shown.String())
		hashes = append(hashes, hashRecoveryCode(raw))
	}
	return codes, hashes
}

// hashRecoveryCode hashes a code as typed: case, spaces and dashes do not matter.
func hashRecoveryCode(code string) string {
	code = strings.ToLower(strings.NewReplacer("-", "", " ", "").Replace(code))
	sum := sha256.Sum256([]byte(code))
	return hex.EncodeToString(sum[:])
}

// UseRecoveryCode spends code if it is one of account's unused recovery codes; it
// answers how many are left. The list is replaced only if it is still the one read (else
// read again), so a code used by two logins at once signs in only one of them.
func UseRecoveryCode(app core.App, account *core.Record, code string) (ok bool, left int, err error) {
	given := hashRecoveryCode(code)
	for range 3 {
		var stored string
		err = app.NonconcurrentDB().Select(catalog.FieldRecoveryCodes).From(tableOf(account)).
			Where(dbx.HashExp{catalog.IDField: account.Id}).Row(&stored)
		if err != nil {
			return false, 0, err
		}
		var hashes []string
		if stored != "" {
			if err := json.Unmarshal([]byte(stored), &hashes); err != nil {
				return false, 0, err
			}
		}
		found := -1
		for i, h := range hashes {
			if subtle.ConstantTimeCompare([]byte(h), []byte(given)) == 1 {
				found = i
			}
		}
		if found < 0 {
			return false, len(hashes), nil
		}
		rest := append(hashes[:found:found], hashes[found+1:]...)
		updated, err := json.Marshal(rest)
		if err != nil {
			return false, 0, err
		}
		result, err := app.NonconcurrentDB().Update(tableOf(account),
			dbx.Params{catalog.FieldRecoveryCodes: string(updated)},
			dbx.HashExp{catalog.IDField: account.Id, catalog.FieldRecoveryCodes: stored},
		).Execute()
		if err != nil {
			return false, 0, err
		}
		if n, err := result.RowsAffected(); err != nil {
			return false, 0, err
		} else if n == 1 {
			return true, len(rest), nil
		}
	}
	return false, 0, errors.New("the recovery codes kept changing while one was being used")
}

// Enrol makes the pending secret account's, with new recovery codes, after a code of
// step confirmed it; it answers the codes to show once. The caller saves account.
func Enrol(account *core.Record, step int64) []string {
	codes, hashes := NewRecoveryCodes()
	account.Set(catalog.FieldTOTPSecret, PendingSecret(account))
	account.Set(catalog.FieldTOTPPendingSecret, "")
	account.Set(catalog.FieldTOTPLastStep, int(step))
	account.Set(catalog.FieldRecoveryCodes, hashes)
	account.Set(catalog.FieldTOTPWrongCodes, 0)
	return codes
}

// TurnOff removes account's two-factor sign-in (its holder's choice, the owner's reset,
// or the operator's). The caller saves account.
func TurnOff(account *core.Record) {
	account.Set(catalog.FieldTOTPSecret, "")
	account.Set(catalog.FieldTOTPPendingSecret, "")
	account.Set(catalog.FieldRecoveryCodes, []string{})
	account.Set(catalog.FieldTOTPWrongCodes, 0)
}
