package catalog

import "slices"

// When the site requires an encrypted connection to its SMTP server (the private
// setting smtpRequireTLS): unless the server is on this machine's loopback (the
// default), always, or never. Required, a server that offers no STARTTLS (and is not
// reached over implicit TLS) gets no message: a man in the middle could strip the offer.
const (
	TLSUnlessLoopback = "unlessLoopback"
	TLSAlways         = "always"
	TLSNever          = "never"
)

// SMTPRequireTLSModes are the setting's values, the default first.
var SMTPRequireTLSModes = []string{TLSUnlessLoopback, TLSAlways, TLSNever}

const msgNotATLSMode = "Must be unlessLoopback, always or never"

func checkTLSMode(r Record, p *Problems, field string) {
	if !slices.Contains(SMTPRequireTLSModes, r.GetString(field)) {
		p.Add(field, msgNotATLSMode)
	}
}
