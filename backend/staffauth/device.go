package staffauth

import "strings"

// maxDeviceBytes bounds what is kept of a User-Agent that names no known browser.
const maxDeviceBytes = 60

// Tokens of a User-Agent, in the order they must be looked for: Edge and Opera also
// say Chrome, Chrome also says Safari, Android also says Linux, iOS also says Mac OS.
var (
	browsers = []struct{ token, name string }{
		{"Edg/", "Edge"}, {"EdgA/", "Edge"}, {"OPR/", "Opera"}, {"SamsungBrowser/", "Samsung Internet"},
		{"Firefox/", "Firefox"}, {"FxiOS/", "Firefox"}, {"CriOS/", "Chrome"}, {"Chrome/", "Chrome"},
		{"Chromium/", "Chromium"}, {"Safari/", "Safari"},
	}
	systems = []struct{ token, name string }{
		{"iPhone", "iPhone"}, {"iPad", "iPad"}, {"Android", "Android"}, {"CrOS", "ChromeOS"},
		{"Windows", "Windows"}, {"Mac OS X", "macOS"}, {"Macintosh", "macOS"}, {"Linux", "Linux"},
	}
)

// DeviceOf names the browser and system a User-Agent says it is ("Firefox on Linux");
// one it cannot read is kept as its first characters, printable ASCII only.
func DeviceOf(userAgent string) string {
	browser, system := "", ""
	for _, b := range browsers {
		if strings.Contains(userAgent, b.token) {
			browser = b.name
			break
		}
	}
	for _, s := range systems {
		if strings.Contains(userAgent, s.token) {
			system = s.name
			break
		}
	}
	switch {
	case browser != "" && system != "":
		return browser + " on " + system
	case browser != "":
		return browser
	case system != "":
		return "A browser on " + system
	}
	var kept strings.Builder
	for _, c := range userAgent {
		if kept.Len() >= maxDeviceBytes {
			break
		}
		if c >= ' ' && c <= '~' {
			kept.WriteRune(c)
		}
	}
	if kept.Len() == 0 {
		return "Unknown device"
	}
	return kept.String()
}
