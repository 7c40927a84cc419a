package web

import (
	"crypto/md5"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// A fresh token is what the storefront adds to its refetches (?fresh=…) when realtime tells
// of a change, so that a shared cache fetches the answer anew instead of serving its copy
// from before the change. The server signs each one, and a shared cache honours only
// those it can check (deploy/nginx-cache.conf does, with nginx's secure_link): a token a
// visitor makes up is answered from the cache's key without it, so a flood of made-up
// tokens costs the server nothing.
//
// Its form is "ID.EXPIRES.SIGNATURE": ID is random, one per change; EXPIRES is when caches
// stop honouring it (Unix seconds); SIGNATURE is base64url (unpadded) of
// MD5("EXPIRES.ID SECRET"), which is what nginx's secure_link_md5 computes. MD5 is what
// nginx offers; the token guards a cache key, nothing secret.
const (
	// FreshTokenLifetime is how long a cache honours a token. Past StaleBound every cache
	// holds a copy from after the change anyway; the rest is room for the clocks of the
	// server and the cache to differ.
	FreshTokenLifetime = time.Minute
	// FreshSecretMinLength: the secret is as long as a 32-byte key in hex.
	FreshSecretMinLength = 32
)

// freshSecretForm keeps the secret to characters that need no quoting in nginx's
// configuration (where "$" starts a variable).
var freshSecretForm = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// FreshTokens signs fresh tokens with one secret.
type FreshTokens struct {
	secret string
	now    func() time.Time

	mu     sync.Mutex
	latest string
}

// NewFreshTokens signs with secret (the operator's, shared with the cache; "" for a random
// one, which no cache can check: the tokens then change nothing for nginx-cache.conf).
// The server's start counts as a change, so Latest has a token from the start.
func NewFreshTokens(secret string, now func() time.Time) (*FreshTokens, error) {
	if secret == "" {
		secret = rand.Text() + rand.Text()
	} else if len(secret) < FreshSecretMinLength || !freshSecretForm.MatchString(secret) {
		return nil, errors.New("the fresh-token secret must be at least 32 characters of A-Z, a-z, 0-9, - and _ (for example: openssl rand -hex 32)")
	}
	f := &FreshTokens{secret: secret, now: now}
	f.Told(f.Issue())
	return f, nil
}

// Issue is a new token for a change.
func (f *FreshTokens) Issue() string {
	id := strings.ToLower(rand.Text()[:12])
	expires := strconv.FormatInt(f.now().Add(FreshTokenLifetime).Unix(), 10)
	return id + "." + expires + "." + f.signature(id, expires)
}

// Told records that clients are being told of the change of token, which is saved by
// now: it becomes Latest.
func (f *FreshTokens) Told(token string) {
	f.mu.Lock()
	f.latest = token
	f.mu.Unlock()
}

// Latest is the token of the last change, for a client that (re)connects to realtime and
// may have missed it; "" once it has expired (caches have caught up by then).
func (f *FreshTokens) Latest() string {
	f.mu.Lock()
	token := f.latest
	f.mu.Unlock()
	if !f.Valid(token) {
		return ""
	}
	return token
}

// Valid tells whether token is one of ours that has not expired: what the cache checks.
func (f *FreshTokens) Valid(token string) bool {
	id, rest, _ := strings.Cut(token, ".")
	expires, signature, _ := strings.Cut(rest, ".")
	at, err := strconv.ParseInt(expires, 10, 64)
	if err != nil || id == "" || f.now().Unix() > at {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(signature), []byte(f.signature(id, expires))) == 1
}

func (f *FreshTokens) signature(id, expires string) string {
	sum := md5.Sum([]byte(expires + "." + id + " " + f.secret))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}
