package catalog

import "strconv"

// The wholesale portal's messages (issue 38): the application's rules, staff's steps.
const (
	MsgLegalNameRequired      = "Legal business name is required"
	MsgLicenceNumberInvalid   = "Enter the OCM licence number as it is printed on the licence, like " + LicenceNumberExample
	MsgLicenceTypeInvalid     = "Choose a licence that may buy from a distributor: adult-use retail dispensary (incl. CAURD), registered organization with dispensing (ROD) or on-site consumption"
	MsgLicenceExpiryInvalid   = "Enter the licence's expiry date"
	MsgLicenceExpiryPast      = "The licence's expiry date must be in the future"
	MsgPremisesStreetRequired = "Street address of the licensed premises is required"
	MsgPremisesCityRequired   = "City of the licensed premises is required"
	MsgPremisesNotInNewYork   = "The licensed premises must be in New York State (NY)"
	MsgPremisesZipInvalid     = "Enter the ZIP code of the licensed premises"
	MsgLicenceDocumentMissing = "Attach the licence certificate (PDF, JPEG, PNG or WebP)"
	MsgLicenceDocumentType    = "The licence certificate must be a PDF, JPEG, PNG or WebP file"
	// MsgLicenceDocumentNotStored answers an application whose certificate the file
	// storage did not take (nothing of it is kept).
	MsgLicenceDocumentNotStored = "Your licence certificate could not be stored just now, so nothing was sent. Please try again in a few minutes."
	MsgBuyerEmailTaken          = "This email already belongs to a buyer: sign in, or ask your account's admin to invite you"
	MsgLicenceAlreadyApplied    = "An application or an account for this licence number already exists. Write to us if you need help."
	MsgApplicationReceived      = "Thank you: we received your application. We check every licence before we approve an account, and we will email the contact person when it is done."

	MsgStatusReasonRequired = "Give a reason (the dispensary is told it)"
	MsgApproveNeedsLicence  = "Check the licence first: an account is approved only while its latest check shows the licence active and it has not expired"
	MsgCheckResultInvalid   = "Result must be active, inactive, expired, mismatch or not-found"
	MsgCheckNoteRequired    = "Write what you checked and where (a note is required)"
	MsgNoLicenceDocument    = "This account has no licence document"
	MsgBuyerAccountNotFound = "Account not found"
)

// LicenceNumberExample is how the forms show a licence number.
const LicenceNumberExample = "OCM-RETL-24-000123"

// The wholesale messages made from their limits.
var (
	MsgContactNameTooShort   = charactersAtLeast("Contact name", ContactNameMin)
	MsgLicenceDocumentTooBig = "The licence certificate must be at most " + strconv.Itoa(MaxLicenceDocumentMB) + " MB"
	MsgStatusReasonTooLong   = "The reason must be at most " + strconv.Itoa(MaxStatusReason) + " characters"
	MsgCheckNoteTooLong      = "The note must be at most " + strconv.Itoa(MaxCheckNote) + " characters"
)
