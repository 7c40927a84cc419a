package outbox

import (
	"os"
	"strconv"

	"github.com/pocketbase/pocketbase/core"
)

// ConfigureFromEnvironment sets PocketBase's mail settings from the environment, for
// servers configured without the superuser UI: SMTP_HOST (which turns SMTP on),
// SMTP_PORT (587), SMTP_USERNAME, SMTP_PASSWORD, SMTP_TLS (true for implicit TLS, as on
// port 465), MAIL_SENDER_ADDRESS and MAIL_SENDER_NAME. It changes nothing when SMTP_HOST
// is unset, and saves the settings (the superuser UI shows them) when it is set.
func ConfigureFromEnvironment(app core.App) error {
	host := os.Getenv("SMTP_HOST")
	if host == "" {
		return nil
	}
	// A copy, so that the reload after the save sees what changed (see DueNow).
	settings, err := app.Settings().Clone()
	if err != nil {
		return err
	}
	settings.SMTP.Enabled = true
	settings.SMTP.Host = host
	settings.SMTP.Port = 587
	if port, err := strconv.Atoi(os.Getenv("SMTP_PORT")); err == nil {
		settings.SMTP.Port = port
	}
	settings.SMTP.Username = os.Getenv("SMTP_USERNAME")
	settings.SMTP.Password = os.Getenv("SMTP_PASSWORD")
	settings.SMTP.TLS, _ = strconv.ParseBool(os.Getenv("SMTP_TLS"))
	if address := os.Getenv("MAIL_SENDER_ADDRESS"); address != "" {
		settings.Meta.SenderAddress = address
	}
	if name := os.Getenv("MAIL_SENDER_NAME"); name != "" {
		settings.Meta.SenderName = name
	}
	return app.Save(settings)
}
