package catalog

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/ozzo-validation/v4/is"
)

// MaxNotifyEmails bounds the staff addresses site settings notify of every lead.
const MaxNotifyEmails = 20

// ErrNotASiteAddress is returned for a site address that is not scheme://host[:port].
var ErrNotASiteAddress = errors.New("the site's address must be like https://example.com (http or https, a host, no path)")

// ParseSiteAddress reads a site address ("https://Example.com/") as the origin the site
// is served at ("https://example.com"): http or https, a host, an optional port, nothing
// else.
func ParseSiteAddress(address string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(address))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", ErrNotASiteAddress
	}
	return u.Scheme + "://" + strings.ToLower(u.Host), nil
}

// ParseNetworks reads addresses and networks ("10.0.0.5", "10.0.0.0/8", "::1").
func ParseNetworks(entries []string) ([]netip.Prefix, error) {
	out := make([]netip.Prefix, 0, len(entries))
	for _, entry := range entries {
		entry = strings.TrimSpace(entry)
		if prefix, err := netip.ParsePrefix(entry); err == nil {
			out = append(out, prefix.Masked())
			continue
		}
		addr, err := netip.ParseAddr(entry)
		if err != nil {
			return nil, errors.New("not an IP address or network: " + entry)
		}
		out = append(out, netip.PrefixFrom(addr.Unmap(), addr.Unmap().BitLen()))
	}
	return out, nil
}

// CheckSiteSettings keeps the site's address and its licences usable.
func CheckSiteSettings(r Record) *Problems {
	p := &Problems{}
	if raw := r.GetString("siteUrl"); raw != "" {
		if _, err := ParseSiteAddress(raw); err != nil {
			p.Add("siteUrl", "Must be the site's address, such as https://example.com")
		}
	}
	if licenses, ok := textList(r, "licenses"); !ok || !allShortTexts(licenses, 200) {
		p.Add("licenses", "Must be a list of licenses, each 1 to 200 characters")
	}
	return p
}

// MaxVisitorEmailsPerHour bounds the setting visitorEmailsPerHour.
const MaxVisitorEmailsPerHour = 10000

// CheckPrivateSettings keeps the trusted proxies, the mail settings, the budget of
// visitors' emails and the activity log's retention usable.
func CheckPrivateSettings(r Record) *Problems {
	p := &Problems{}
	if proxies, ok := textList(r, "trustedProxies"); !ok {
		p.Add("trustedProxies", "Must be a list of IP addresses or networks such as 10.0.0.0/8")
	} else if _, err := ParseNetworks(proxies); err != nil {
		p.Add("trustedProxies", "Must be a list of IP addresses or networks such as 10.0.0.0/8")
	}
	checkMailSettings(r, p)
	if n := r.GetFloat("visitorEmailsPerHour"); n < 0 || n > MaxVisitorEmailsPerHour || n != float64(int(n)) {
		p.Add("visitorEmailsPerHour", fmt.Sprintf("Must be a whole number from 0 to %d", MaxVisitorEmailsPerHour))
	}
	if days := r.GetFloat("activityRetentionDays"); days < MinActivityRetentionDays || days > MaxActivityRetentionDays || days != float64(int(days)) {
		p.Add("activityRetentionDays", ActivityRetentionProblem)
	}
	return p
}

// checkMailSettings: the notified addresses and the sender are email addresses.
func checkMailSettings(r Record, p *Problems) {
	switch addresses, ok := textList(r, "notifyEmails"); {
	case !ok:
		p.Add("notifyEmails", "Must be a list of email addresses")
	case len(addresses) > MaxNotifyEmails:
		p.Add("notifyEmails", fmt.Sprintf("At most %d notification addresses", MaxNotifyEmails))
	default:
		for _, a := range addresses {
			if !isEmailAddress(a) {
				p.Add("notifyEmails", "Not a valid email address: "+a)
				break
			}
		}
	}
	if sender := r.GetString("mailSenderAddress"); sender != "" && !isEmailAddress(sender) {
		p.Add("mailSenderAddress", MsgInvalidEmail)
	}
	optionalText(r, p, "mailSenderName", 200)
}

func isEmailAddress(s string) bool {
	return s != "" && is.EmailFormat.Validate(s) == nil
}

func allShortTexts(list []string, max int) bool {
	for _, v := range list {
		if strings.TrimSpace(v) == "" || utf8.RuneCountInString(v) > max {
			return false
		}
	}
	return true
}
