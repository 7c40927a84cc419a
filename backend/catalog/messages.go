package catalog

// The spec's messages (section 5) for what a visitor or staff member wrote wrong, word for
// word. Both apps read them from generated.ts (messages), so each is written once.
const (
	MsgNameTooShort       = "Name must be at least 2 characters"
	MsgNameTooLong        = "Name must be at most 200 characters"
	MsgInvalidEmail       = "Please enter a valid email address"
	MsgMessageTooShort    = "Message must be at least 10 characters"
	MsgMessageTooLong     = "Message must be at most 10000 characters"
	MsgInvalidPhone       = "Please enter a valid phone number"
	MsgNoteTooLong        = "Note must be at most 2000 characters"
	MsgUsernameRequired   = "Username is required"
	MsgPasswordRequired   = "Password is required"
	MsgPasswordTooShort   = "Password must be at least 8 characters"
	MsgPasswordsDontMatch = "Passwords don't match"
	MsgImagesRequired     = "At least one image is required"
	MsgInvalidURL         = "Must be a valid URL"
	MsgPriceRequired      = "Price is required"
	MsgPriceNotNumber     = "Price must be a number"
	MsgPriceNegative      = "Price must be positive"
	MsgPriceDecimals      = "Price must have at most 2 decimal places"
	MsgPriceTooHigh       = "Price must be at most 99999999.99"
	MsgTitleRequired      = "Title is required"
	MsgContentRequired    = "Content is required"
	MsgInvalidDate        = "Date must be in YYYY-MM-DD format"
	MsgRatingRequired     = "Rating is required"
	MsgRatingNotNumber    = "Rating must be a number"
	MsgRatingRange        = "Rating must be between 1 and 5"
	MsgRatingDecimals     = "Rating must have at most 1 decimal place"
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
	MsgImageSizeHint      = "Please select an image less than 5MB"
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
	MsgStreetTooLong       = "Street address lines must be at most 100 characters"
	MsgCityTooLong         = "City must be at most 50 characters"
	MsgInvalidCity         = "Please enter a valid city"
	MsgInvalidState        = "Please choose a US state"
	MsgInvalidZip          = "ZIP code must be 5 digits, or ZIP+4 such as 12401-1234"
)

// The messages of the product's percentages (spec section 5: 0 to 100 in steps of 0.01),
// one set per percentage (PercentageMessagesOf).
const (
	MsgTHCNotNumber      = "THC must be a number"
	MsgTHCRange          = "THC must be between 0 and 100"
	MsgTHCDecimals       = "THC must have at most 2 decimal places"
	MsgCBDNotNumber      = "CBD must be a number"
	MsgCBDRange          = "CBD must be between 0 and 100"
	MsgCBDDecimals       = "CBD must have at most 2 decimal places"
	MsgTerpenesNotNumber = "Terpenes must be a number"
	MsgTerpenesRange     = "Terpenes must be between 0 and 100"
	MsgTerpenesDecimals  = "Terpenes must have at most 2 decimal places"
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
