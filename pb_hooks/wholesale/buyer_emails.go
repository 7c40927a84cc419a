package wholesale

import (
	"net/http"
	"net/url"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// buyerLinkSpacing: one password reset or verification email per buyer and kind in
// this time, whoever asks (PocketBase's own spacing is the same).
const buyerLinkSpacing = 2 * time.Minute

// The portal's pages that take PocketBase's tokens.
const (
	resetPasswordPage = "/wholesale/reset-password"
	verifyPage        = "/wholesale/verify"
)

// bindBuyerEmails sends the buyers collection's password reset and verification emails
// through the site's outbox (its worker sends each within the mailer's deadlines and
// retries), instead of PocketBase's send in the request's background. The answer is
// PocketBase's 204 whether an email goes or not.
func (a *area) bindBuyerEmails(app core.App) {
	spacing := web.NewRateLimiter(1, buyerLinkSpacing, forms.ClientLimitKeys)
	app.OnRecordRequestPasswordResetRequest(catalog.BuyersCollection).Bind(&hook.Handler[*core.RecordRequestPasswordResetRequestEvent]{
		Id: "farmsiteBuyerPasswordResetEmail",
		Func: func(e *core.RecordRequestPasswordResetRequestEvent) error {
			return a.queueBuyerLink(e.RequestEvent, e.Record, mail.BuyerPasswordReset, spacing)
		},
	})
	app.OnRecordRequestVerificationRequest(catalog.BuyersCollection).Bind(&hook.Handler[*core.RecordRequestVerificationRequestEvent]{
		Id: "farmsiteBuyerVerificationEmail",
		Func: func(e *core.RecordRequestVerificationRequestEvent) error {
			if e.Record.Verified() {
				return e.NoContent(http.StatusNoContent)
			}
			return a.queueBuyerLink(e.RequestEvent, e.Record, mail.BuyerVerification, spacing)
		},
	})
}

// queueBuyerLink queues buyer's email of kind with its link, unless one went lately or
// the hour's budget of visitors' emails is spent.
func (a *area) queueBuyerLink(e *core.RequestEvent, buyer *core.Record, kind string, spacing *web.RateLimiter) error {
	now := a.deps.Now()
	if ok, _ := spacing.Allow(kind+"/"+buyer.Id, now); !ok {
		return e.NoContent(http.StatusNoContent)
	}
	left, err := a.buyerEmailsLeft(e.App, now)
	if err != nil {
		return err
	}
	if left <= 0 {
		e.App.Logger().Warn("a buyer's email was not sent: the hour's budget of visitors' emails is spent", "kind", kind)
		return e.NoContent(http.StatusNoContent)
	}
	site := a.deps.MailSite(e)
	var email mail.Email
	switch kind {
	case mail.BuyerPasswordReset:
		token, err := buyer.NewPasswordResetToken()
		if err != nil {
			return err
		}
		hours := int(buyer.Collection().PasswordResetToken.Duration / 3600)
		email = mail.NewBuyerPasswordReset(site, buyer.Email(), site.Origin+resetPasswordPage+"?token="+url.QueryEscape(token), hours)
	default:
		token, err := buyer.NewVerificationToken()
		if err != nil {
			return err
		}
		email = mail.NewBuyerVerification(site, buyer.Email(), site.Origin+verifyPage+"?token="+url.QueryEscape(token))
	}
	if _, err := outbox.Queue(e.App, email, outbox.About{}); err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}

// buyerEmailsLeft is the visitors' hourly email budget left once the buyers' own
// requests of links this hour are counted too (anyone may ask one for any address).
func (a *area) buyerEmailsLeft(app core.App, now time.Time) (int, error) {
	left, err := a.deps.VisitorEmailsLeft(app, now)
	if err != nil {
		return 0, err
	}
	var used int
	err = app.DB().Select("count(*)").From(catalog.OutboxCollection).
		Where(dbx.In(catalog.OutboxEmailFieldKind, mail.BuyerPasswordReset, mail.BuyerVerification)).
		AndWhere(dbx.NewExp("[["+catalog.CreatedAtField+"]] > {:since}", dbx.Params{"since": dbTime(now.Add(-time.Hour))})).
		Row(&used)
	return left - used, err
}
