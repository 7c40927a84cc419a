package web

import (
	"crypto/md5"
	"encoding/base64"
	"strings"
	"testing"
	"time"
)

const testFreshSecret = "0123456789abcdef0123456789abcdef"

func TestFreshTokensAreSignedAndExpire(t *testing.T) {
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	tokens, err := NewFreshTokens(testFreshSecret, func() time.Time { return now })
	if err != nil {
		t.Fatal(err)
	}
	token := tokens.Issue()
	if !tokens.Valid(token) {
		t.Fatalf("%s: our own token is not valid", token)
	}
	// What nginx's secure_link_md5 "$secure_link_expires.$id $secret" computes.
	id, rest, _ := strings.Cut(token, ".")
	expires, signature, _ := strings.Cut(rest, ".")
	sum := md5.Sum([]byte(expires + "." + id + " " + testFreshSecret))
	mustEqual(t, "signature", signature, base64.RawURLEncoding.EncodeToString(sum[:]))
	mustEqual(t, "expires", expires, "1780315260") // now + FreshTokenLifetime
	if other := tokens.Issue(); other == token {
		t.Error("two changes got the same token")
	}

	// Another id under this token's signature (its first character changed, never to itself).
	otherID := "x" + token[1:]
	if token[0] == 'x' {
		otherID = "y" + token[1:]
	}
	for _, made := range []string{"", "abc", id + "." + expires + ".AAAAAAAAAAAAAAAAAAAAAA", otherID, id + ".1880315260." + signature} {
		if tokens.Valid(made) {
			t.Errorf("%q: a token we did not sign is valid", made)
		}
	}
	other, _ := NewFreshTokens(strings.Repeat("z", 32), func() time.Time { return now })
	if other.Valid(token) {
		t.Error("a token signed with another secret is valid")
	}

	tokens.Told(token)
	mustEqual(t, "latest", tokens.Latest(), token)
	now = now.Add(FreshTokenLifetime)
	mustEqual(t, "at its expiry", tokens.Valid(token), true)
	now = now.Add(time.Second)
	mustEqual(t, "past its expiry", tokens.Valid(token), false)
	mustEqual(t, "latest past its expiry", tokens.Latest(), "")
}

func TestTheFreshSecretIsCheckedAtStart(t *testing.T) {
	for _, secret := range []string{"short", strings.Repeat("a", 31), strings.Repeat("a", 31) + "$", strings.Repeat("a", 32) + " b"} {
		if _, err := NewFreshTokens(secret, time.Now); err == nil {
			t.Errorf("%q was taken", secret)
		}
	}
	random, err := NewFreshTokens("", time.Now)
	if err != nil || random.Latest() == "" {
		t.Fatalf("without a secret: %v, latest %q", err, random.Latest())
	}
}
