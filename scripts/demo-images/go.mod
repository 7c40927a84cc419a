module github.com/hudsonvalley/farmsite/scripts/demo-images

go 1.26.0

require (
	github.com/go-pdf/fpdf v0.9.0
	golang.org/x/image v0.46.0
)

require golang.org/x/sys v0.48.0 // indirect
