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

// UseRecoveryCode spends code if it is one of staff's unused recovery codes; it answers
// how many are left. The list is replaced only if it is still the one read (else read
// again), so a code used by two logins at once signs in only one of them.
func UseRecoveryCode(app core.App, staffID, code string) (ok bool, left int, err error) {
	given := hashRecoveryCode(code)
	for range 3 {
		var stored string
		err = app.NonconcurrentDB().Select(catalog.StaffFieldRecoveryCodes).From(catalog.StaffCollection).
			Where(dbx.HashExp{catalog.IDField: staffID}).Row(&stored)
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
		result, err := app.NonconcurrentDB().Update(catalog.StaffCollection,
			dbx.Params{catalog.StaffFieldRecoveryCodes: string(updated)},
			dbx.HashExp{catalog.IDField: staffID, catalog.StaffFieldRecoveryCodes: stored},
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

// Enrol makes pending's secret staff's, with new recovery codes, after a code of step
// confirmed it; it answers the codes to show once. The caller saves staff.
func Enrol(staff *core.Record, step int64) []string {
	codes, hashes := NewRecoveryCodes()
	account := catalog.AsStaff(staff)
	account.SetTOTPSecret(account.TOTPPendingSecret())
	account.SetTOTPPendingSecret("")
	account.SetTOTPLastStep(int(step))
	account.SetRecoveryCodes(hashes)
	account.SetTOTPWrongCodes(0)
	return codes
}

// TurnOff removes staff's two-factor sign-in (its owner's choice, the owner's reset, or
// the operator's). The caller saves staff.
func TurnOff(staff *core.Record) {
	account := catalog.AsStaff(staff)
	account.SetTOTPSecret("")
	account.SetTOTPPendingSecret("")
	account.SetRecoveryCodes([]string{})
	account.SetTOTPWrongCodes(0)
}
