// Package farmsite embeds the two built web apps (made by `npm run build`) so that the
// binary is the whole deployment.
package farmsite

import (
	"embed"
	"io/fs"
)

//go:embed all:storefront/dist all:admin/dist all:storefront/dist-server
var apps embed.FS

// Storefront is the built storefront (storefront/dist: index.html, assets/...).
func Storefront() fs.FS { return sub("storefront/dist") }

// StorefrontServer is the storefront's server entry, which renders its pages in the
// server: storefront/dist-server's polyfills.js, then entry-server.js, as one script;
// nil before a build.
func StorefrontServer() []byte {
	polyfills, err := apps.ReadFile("storefront/dist-server/polyfills.js")
	if err != nil {
		return nil
	}
	entry, err := apps.ReadFile("storefront/dist-server/entry-server.js")
	if err != nil {
		return nil
	}
	return append(append(polyfills, "\n;\n"...), entry...)
}

// Admin is the built back office (admin/dist).
func Admin() fs.FS { return sub("admin/dist") }

func sub(dir string) fs.FS {
	fsys, err := fs.Sub(apps, dir)
	if err != nil {
		panic(err) // the directory is embedded above
	}
	return fsys
}
