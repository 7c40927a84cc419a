// The site's one program: PocketBase as a framework, the site's hooks and the built apps.
package main

import (
	"log"
	"os"
	"path/filepath"

	farmsite "github.com/hudsonvalley/farmsite"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/replication"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/health"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/cmd"
	"github.com/pocketbase/pocketbase/tools/osutils"
)

func main() {
	app := pocketbase.NewWithConfig(appConfig())
	// PocketBase warns (on stdout, into the check command's JSON) whenever modernc.org/sqlite
	// is not the v1.57.0 it pins. The server renderer's QuickJS needs a newer modernc.org/libc,
	// so go.mod takes sqlite v1.61.1 with the very libc its go.mod names (v1.79.0): the pairing
	// that warning guards (pocketbase#6136) holds.
	app.OnBootstrap().Unbind(pocketbase.ModerncDepsCheckHookId)
	var publicDir, siteURL string
	var memoryLimit int64
	var renderEngines int
	var mailTimeouts mail.Timeouts
	var replica replication.Config
	var metricsAddr, freshSecret string
	flags := app.RootCmd.PersistentFlags()
	flags.StringVar(&publicDir, "publicDir", defaultPublicDir(),
		"a directory of extra static files to serve at the site's root (favicon, verification files), if it exists")
	flags.StringVar(&siteURL, "siteUrl", "",
		"the site's public address, such as https://example.com (default: site settings' siteUrl; on loopback, the listening address)")
	flags.Int64Var(&memoryLimit, "memoryLimit", defaultMemoryLimitMiB,
		"the soft limit of the Go runtime's memory in MiB, 0 for none (the GOMEMLIMIT environment variable overrides it)")
	flags.IntVar(&renderEngines, "renderEngines", 1,
		"how many page renderers (JavaScript engines, about 10 MB each) may run at once, at most one per core")
	flags.DurationVar(&mailTimeouts.Dial, "smtpDialTimeout", mail.DefaultDialTimeout,
		"how long connecting to the SMTP server may take")
	flags.DurationVar(&mailTimeouts.Send, "smtpSendTimeout", mail.DefaultSendTimeout,
		"how long sending one email may take, from connecting to the server's answer (past it the attempt fails and is retried later)")
	flags.StringVar(&replica.URL, "replicaUrl", os.Getenv("REPLICA_URL"),
		"stream the database to this Litestream replica, such as s3://bucket/path?endpoint=https://host&region=r, with keys in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (default: the REPLICA_URL environment variable; empty: off)")
	flags.StringVar(&metricsAddr, "metricsHttp", "",
		"serve Prometheus metrics at /metrics on this address, such as 127.0.0.1:9090 (default: off)")
	flags.StringVar(&freshSecret, "freshSecret", os.Getenv("FRESH_SECRET"),
		"the secret that signs the storefront's refetch tokens (?fresh=), the same as the caching proxy's (deploy/nginx-cache.conf): at least 32 characters of A-Z, a-z, 0-9, - and _ (default: the FRESH_SECRET environment variable; empty: a random one)")
	_ = app.RootCmd.ParseFlags(os.Args[1:])
	if isRestore(os.Args[1:]) {
		// Before PocketBase bootstraps: that would create files in the data dir.
		os.Exit(runRestore(app, replica))
	}
	setMemoryLimit(memoryLimit)
	boundOutsideHTTPCalls(outsideAnswerTimeout)
	setGCPercent(defaultGCPercent)

	serve := cmd.NewServeCommand(app, true)
	origins := serve.PersistentFlags().Lookup("origins")
	origins.Usage = "CORS allowed origins"
	origins.DefValue = "only the site's own address"

	err := hooks.Register(app, hooks.Options{
		Storefront: farmsite.Storefront(), StorefrontServer: farmsite.StorefrontServer(), Admin: farmsite.Admin(), PublicDir: publicDir,
		RenderEngines: renderEngines, SiteURL: siteURL, OperatorCORS: func() bool { return origins.Changed }, SendMail: true, MailTimeouts: mailTimeouts,
		Operations: health.Operations{Replication: replicateOnServe(app, replica)}, FreshSecret: freshSecret,
	})
	if err != nil {
		log.Fatal(err)
	}
	createFirstStaffOnServe(app)
	loadDemoOnServe(app, os.Getenv("DEMO_CONTENT") == "1")
	serveMetricsOnServe(app, metricsAddr)
	// PocketBase's Start adds its superuser and serve commands; serve is made here to
	// change its CORS default.
	app.RootCmd.AddCommand(cmd.NewSuperuserCommand(app), serve, newStaffCommand(app), newBuyersCommand(app), newLicencesCommand(app), newCheckCommand(app), newRestoreCommand(app, replica))
	if err := app.Execute(); err != nil {
		log.Fatal(err)
	}
}

// defaultPublicDir is pb_public beside the executable, as in PocketBase's own binary.
func defaultPublicDir() string {
	if osutils.IsProbablyGoRun() {
		return "./pb_public"
	}
	return filepath.Join(os.Args[0], "../pb_public")
}
