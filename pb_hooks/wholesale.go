package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/leads"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// ApplicationsPerMinute is how many wholesale applications one client may send a minute
// (and, as every visitor form, leads.PerNetworkPerHour a network, leads.PerHour in all).
const ApplicationsPerMinute = 3

// registerWholesale binds the wholesale portal's area (pb_hooks/wholesale) with what it
// shares with the site: the visitor forms' allowances and email budget, the staff
// recipients of orders, the staff API's list.
func (s *site) registerWholesale(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent], address *web.SiteAddress) {
	limits := forms.VisitorLimits(ApplicationsPerMinute, leads.PerNetworkPerHour)
	wholesale.Register(app, r, staff, wholesale.Deps{
		Now: s.now, Clock: s.clock,
		Allow: func(e *core.RequestEvent) error {
			now := s.now()
			for _, l := range limits {
				if ok, wait := l.Limiter.Allow(l.Key(e.RealIP()), now); !ok {
					return forms.TooManyRequests(e, wait, l.Refusal)
				}
			}
			return nil
		},
		RoomForLead:       s.leads.RoomForLead,
		VisitorEmailsLeft: s.leads.VisitorEmailsLeft,
		ReceiptSpacing:    leads.ReceiptSpacing,
		StaffRecipients: func(app core.App) ([]string, error) {
			if !s.mail.On(app, notifications.NotifyOnOrder) {
				return nil, nil
			}
			return s.mail.StaffRecipients(app, catalog.StaffFieldNotifyOrders)
		},
		MailSite: func(e *core.RequestEvent) mail.Site { return s.mail.Site(e) },
		MailSiteOf: func(app core.App) mail.Site {
			origin, _ := address.Origin(app)
			return s.mail.SiteOf(app, origin)
		},
		Private:   s.settings.Private,
		SaveError: rules.SaveError,
		List: func(spec wholesale.ListSpec) func(e *core.RequestEvent) error {
			res := &adminapi.Resource{Name: spec.Name, Collection: spec.Collection, SearchFields: spec.SearchFields,
				DefaultSort: spec.DefaultSort, ToJSON: spec.ToJSON, Filters: map[string]adminapi.ListFilter{}}
			for key, filter := range spec.Filters {
				res.Filters[key] = filter
			}
			return res.List
		},
	})
}
