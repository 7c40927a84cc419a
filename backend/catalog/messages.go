package catalog

import "strconv"

// The spec's messages (section 5) for what a visitor or staff member wrote wrong, word for
// word. Both apps read them from generated.ts (messages), so each is written once.
const (
	MsgInvalidEmail       = "Please enter a valid email address"
	MsgInvalidPhone       = "Please enter a valid phone number"
	MsgUsernameRequired   = "Username is required"
	MsgPasswordRequired   = "Password is required"
	MsgPasswordsDontMatch = "Passwords don't match"
	// MsgEnterCode is two-factor's missing code; at sign-in a recovery code also serves.
	MsgEnterCode          = "Enter the code from your authenticator app"
	MsgEnterSignInCode    = "Enter the code from your authenticator app, or a recovery code"
	MsgImagesRequired     = "At least one image is required"
	MsgInvalidURL         = "Must be a valid URL"
	MsgPriceRequired      = "Price is required"
	MsgPriceNotNumber     = "Price must be a number"
	MsgPriceNegative      = "Price must be positive"
	MsgTitleRequired      = "Title is required"
	MsgContentRequired    = "Content is required"
	MsgInvalidDate        = "Date must be in YYYY-MM-DD format"
	MsgRatingRequired     = "Rating is required"
	MsgRatingNotNumber    = "Rating must be a number"
	MsgNameRequired       = "Name is required"
	MsgWeightRequired     = "Weight is required"
	MsgAddressRequired    = "Address is required"
	MsgCityRequired       = "City is required"
	MsgStateRequired      = "State is required"
	MsgZipRequired        = "ZIP code is required"
	MsgProductRequired    = "Product is required"
	MsgAuthorRequired     = "Author is required"
	MsgCommentRequired    = "Comment is required"
	MsgNoFileSelected     = "No file selected"
	MsgInvalidFileType    = "Invalid file type"
	MsgFileTooLarge       = "File too large"
	MsgImageTypeHint      = "Please select a valid image file (JPEG, PNG, GIF, WebP)"
	MsgVideoTypeHint      = "Please select a video file (MP4, MOV, or WEBM)..."
	MsgContactSent        = "Your message has been sent! We'll get back to you soon."
	MsgContactFailed      = "Failed to send message. Please try again."
	MsgInvalidCredentials = "Invalid credentials"
	MsgNotAuthenticated   = "Not authenticated"
	MsgNoFilesSelected    = "No files selected"
	MsgSitemapUpdated     = "Sitemap updated successfully"
)

// The messages of an order's delivery and its US shipping address (beyond the spec).
const (
	MsgFulfillmentRequired = "Please choose shipping or pickup at the farm"
	MsgStreetRequired      = "Street address is required"
	MsgInvalidStreet       = "Please enter a valid street address"
	MsgInvalidCity         = "Please enter a valid city"
	MsgInvalidState        = "Please choose a US state"
	MsgInvalidZip          = "ZIP code must be 5 digits, or ZIP+4 such as 12401-1234"
)

// The shipping address's lengths, from their limits (shipping.go).
var (
	MsgStreetTooLong = charactersAtMost("Street address lines", MaxStreetLine)
	MsgCityTooLong   = charactersAtMost("City", MaxCity)
)

// The messages of the product's percentages (spec section 5: 0 to 100 in steps of 0.01),
// one set per percentage (PercentageMessagesOf).
const (
	MsgTHCNotNumber      = "THC must be a number"
	MsgCBDNotNumber      = "CBD must be a number"
	MsgTerpenesNotNumber = "Terpenes must be a number"
)

// The spec's messages that say a number: each is made from the number's constant, so
// that changing a limit changes what the forms say (TestMessagesSayTheirConstants).
var (
	MsgNameTooShort     = charactersAtLeast("Name", ContactNameMin)
	MsgNameTooLong      = charactersAtMost("Name", MaxPersonName)
	MsgMessageTooShort  = charactersAtLeast("Message", ContactMessageMin)
	MsgMessageTooLong   = charactersAtMost("Message", MaxMessage)
	MsgNoteTooLong      = charactersAtMost("Note", MaxOrderNote)
	MsgPasswordTooShort = charactersAtLeast("Password", StaffPasswordMin)
	MsgPriceDecimals    = decimalsAtMost("Price", CentDecimals)
	MsgPriceTooHigh     = "Price must be at most " + strconv.FormatFloat(MaxPrice, 'f', CentDecimals, 64)
	MsgRatingRange      = between("Rating", MinReviewRating, MaxReviewRating)
	MsgRatingDecimals   = decimalsAtMost("Rating", RatingDecimals)
	MsgImageSizeHint    = "Please select an image less than " + megabytes(MaxImageBytes)
)

// The percentages' messages that say a number.
var (
	MsgTHCRange         = between("THC", MinPercentage, MaxPercentage)
	MsgTHCDecimals      = decimalsAtMost("THC", CentDecimals)
	MsgCBDRange         = between("CBD", MinPercentage, MaxPercentage)
	MsgCBDDecimals      = decimalsAtMost("CBD", CentDecimals)
	MsgTerpenesRange    = between("Terpenes", MinPercentage, MaxPercentage)
	MsgTerpenesDecimals = decimalsAtMost("Terpenes", CentDecimals)
)

// Messages are the messages above by their TypeScript names.
var Messages = map[string]string{
	"nameTooShort":        MsgNameTooShort,
	"nameTooLong":         MsgNameTooLong,
	"invalidEmail":        MsgInvalidEmail,
	"messageTooShort":     MsgMessageTooShort,
	"messageTooLong":      MsgMessageTooLong,
	"invalidPhone":        MsgInvalidPhone,
	"noteTooLong":         MsgNoteTooLong,
	"usernameRequired":    MsgUsernameRequired,
	"passwordRequired":    MsgPasswordRequired,
	"passwordTooShort":    MsgPasswordTooShort,
	"passwordsDontMatch":  MsgPasswordsDontMatch,
	"enterCode":           MsgEnterCode,
	"enterSignInCode":     MsgEnterSignInCode,
	"imagesRequired":      MsgImagesRequired,
	"invalidUrl":          MsgInvalidURL,
	"priceRequired":       MsgPriceRequired,
	"priceNotNumber":      MsgPriceNotNumber,
	"priceNegative":       MsgPriceNegative,
	"priceDecimals":       MsgPriceDecimals,
	"priceTooHigh":        MsgPriceTooHigh,
	"titleRequired":       MsgTitleRequired,
	"contentRequired":     MsgContentRequired,
	"invalidDate":         MsgInvalidDate,
	"ratingRequired":      MsgRatingRequired,
	"ratingNotNumber":     MsgRatingNotNumber,
	"ratingRange":         MsgRatingRange,
	"ratingDecimals":      MsgRatingDecimals,
	"heroPosition":        HeroPositionMessage,
	"nameRequired":        MsgNameRequired,
	"weightRequired":      MsgWeightRequired,
	"addressRequired":     MsgAddressRequired,
	"cityRequired":        MsgCityRequired,
	"stateRequired":       MsgStateRequired,
	"zipRequired":         MsgZipRequired,
	"fulfillmentRequired": MsgFulfillmentRequired,
	"streetRequired":      MsgStreetRequired,
	"invalidStreet":       MsgInvalidStreet,
	"streetTooLong":       MsgStreetTooLong,
	"cityTooLong":         MsgCityTooLong,
	"invalidCity":         MsgInvalidCity,
	"invalidState":        MsgInvalidState,
	"invalidZip":          MsgInvalidZip,
	"productRequired":     MsgProductRequired,
	"authorRequired":      MsgAuthorRequired,
	"commentRequired":     MsgCommentRequired,
	"noFileSelected":      MsgNoFileSelected,
	"invalidFileType":     MsgInvalidFileType,
	"fileTooLarge":        MsgFileTooLarge,
	"imageTypeHint":       MsgImageTypeHint,
	"imageSizeHint":       MsgImageSizeHint,
	"videoTypeHint":       MsgVideoTypeHint,
	"contactSent":         MsgContactSent,
	"contactFailed":       MsgContactFailed,
	"invalidCredentials":  MsgInvalidCredentials,
	"notAuthenticated":    MsgNotAuthenticated,
	"noFilesSelected":     MsgNoFilesSelected,
	"sitemapUpdated":      MsgSitemapUpdated,
	"thcNotNumber":        MsgTHCNotNumber,
	"thcRange":            MsgTHCRange,
	"thcDecimals":         MsgTHCDecimals,
	"cbdNotNumber":        MsgCBDNotNumber,
	"cbdRange":            MsgCBDRange,
	"cbdDecimals":         MsgCBDDecimals,
	"terpenesNotNumber":   MsgTerpenesNotNumber,
	"terpenesRange":       MsgTerpenesRange,
	"terpenesDecimals":    MsgTerpenesDecimals,
}

// The phrases the messages with a number are made of.

func charactersAtLeast(what string, n int) string {
	return what + " must be at least " + strconv.Itoa(n) + " characters"
}

func charactersAtMost(what string, n int) string {
	return what + " must be at most " + strconv.Itoa(n) + " characters"
}

func between(what string, least, most int) string {
	return what + " must be between " + strconv.Itoa(least) + " and " + strconv.Itoa(most)
}

func decimalsAtMost(what string, n int) string {
	places := " decimal places"
	if n == 1 {
		places = " decimal place"
	}
	return what + " must have at most " + strconv.Itoa(n) + places
}

// megabytes says a size in whole megabytes, as the spec writes it ("5MB").
func megabytes(bytes int) string { return strconv.Itoa(bytes/(1024*1024)) + "MB" }
