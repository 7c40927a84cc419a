package staffauth

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// The RFC 6238 test secret ("12345678901234567890") in base32; at T=59 s its 8-digit
// SHA-1 code is 94287082, so the 6-digit one is 287082 (step 1).
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

func TestMatchingStepAcceptsOneStepEitherSide(t *testing.T) {
	for _, c := range []struct {
		at       int64
		wantStep int64
		ok       bool
	}{
		{59, 1, true},  // its own step
		{30, 1, true},  // the step's first second
		{0, 1, true},   // a step earlier: the phone is ahead
		{89, 1, true},  // a step later: the phone is behind
		{90, 0, false}, // two steps later
	} {
		step, ok := MatchingStep(rfcSecret, "287082", time.Unix(c.at, 0))
		if ok != c.ok || (ok && step != c.wantStep) {
			t.Errorf("at %d s: step %d, ok %v; want %d, %v", c.at, step, ok, c.wantStep, c.ok)
		}
	}
	if _, ok := MatchingStep(rfcSecret, "287 082", time.Unix(59, 0)); !ok {
		t.Error("a code typed with a space is refused")
	}
	if _, ok := MatchingStep(rfcSecret, "287083", time.Unix(59, 0)); ok {
		t.Error("a wrong code is accepted")
	}
}

func TestIsTOTPCode(t *testing.T) {
	for code, want := range map[string]bool{"123456": true, "123 456": true, "12345": false, "1234567": false, "abcd-efgh-ijkl": false, "12345a": false} {
		if got := IsTOTPCode(code); got != want {
			t.Errorf("IsTOTPCode(%q) = %v", code, got)
		}
	}
}

func TestRecoveryCodesAreRandomAndHashedAsTyped(t *testing.T) {
	codes, hashes := NewRecoveryCodes()
	if len(codes) != 10 || len(hashes) != 10 {
		t.Fatalf("%d codes, %d hashes", len(codes), len(hashes))
	}
	format := regexp.MustCompile(`^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$`)
	seen := map[string]bool{}
	for i, code := range codes {
		if !format.MatchString(code) || seen[code] {
			t.Errorf("code %q", code)
		}
		seen[code] = true
		if hashRecoveryCode(code) != hashes[i] {
			t.Errorf("code %q does not hash to its kept hash", code)
		}
		if typed := " " + strings.ToUpper(strings.ReplaceAll(code, "-", " ")) + " "; hashRecoveryCode(typed) != hashes[i] {
			t.Errorf("code %q typed as %q hashes differently", code, typed)
		}
	}
}
