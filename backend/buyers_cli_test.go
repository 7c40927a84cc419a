package main

import (
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/tests"
)

func TestResetBuyerTwoFactorTurnsItOffForTheOperator(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	account, _ := catalog.NewBuyerAccountRecord(app)
	for k, v := range map[string]string{
		"legalName": "Green Leaf Retail LLC", "licenceNumber": "OCM-RETL-24-000123", "licenceType": catalog.LicenceRetailDispensary,
		"licenceExpiry": "2027-06-30", "premisesStreet": "12 Main Street", "premisesCity": "Kingston", "premisesState": "NY",
		"premisesZip": "12401", "contactName": "Jo Buyer", "contactEmail": "jo@greenleaf.example.com", "contactPhone": "845-555-0100",
		"status": catalog.AccountApproved, "licenceStatus": catalog.LicenceActive,
	} {
		account.Set(k, v)
	}
	if err := app.Save(account); err != nil {
		t.Fatal(err)
	}
	buyer, _ := catalog.NewBuyerRecord(app)
	buyer.SetEmail("jo@greenleaf.example.com")
	buyer.SetAccount(account.Id)
	buyer.SetRole(catalog.BuyerAdmin)
	buyer.SetPassword("a-long-buyer-password")
	buyer.SetTOTPSecret("JBSWY3DPEHPK3PXP")
	buyer.SetRecoveryCodes([]string{"a-hash"})
	if err := app.Save(buyer); err != nil {
		t.Fatal(err)
	}

	if err := resetBuyerTwoFactor(app, "nobody@example.com"); err == nil || err.Error() != `no buyer "nobody@example.com"` {
		t.Errorf("an unknown buyer: %v", err)
	}
	if err := resetBuyerTwoFactor(app, "jo@greenleaf.example.com"); err != nil {
		t.Fatal(err)
	}
	rec, _ := app.FindRecordById(catalog.BuyersCollection, buyer.Id)
	if rec.GetString("totpSecret") != "" || len(rec.GetStringSlice("recoveryCodes")) != 0 {
		t.Errorf("after the reset: secret %q, recovery codes %v", rec.GetString("totpSecret"), rec.Get("recoveryCodes"))
	}
	if !rec.ValidatePassword("a-long-buyer-password") {
		t.Error("the reset changed the password")
	}
}
