package staffauth

import (
	"database/sql"
	"errors"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// MaxWrongCodes is how many codes an account's code step takes since its last right
// one, from every network together, before it locks: then no TOTP code is even checked
// until a recovery code signs in or the owner clears the lock. With a code accepted one
// step either side, ten guesses find it with odds of about 3 in 100,000.
const MaxWrongCodes = 10

// wrongCodesField counts the codes tried since the last right one (hidden; migration
// 1732000210). It lives in the database: a restart does not unlock the code step, and no
// table of networks can be cycled to reset it.
const wrongCodesField = catalog.FieldTOTPWrongCodes

// TakeCodeTry counts one code of account's before it is checked and answers how many
// are counted now; ok is false when MaxWrongCodes were counted already, and the code
// must not be checked. One conditional UPDATE: logins at once cannot take more tries
// than the limit between them.
func TakeCodeTry(app core.App, account *core.Record) (tries int, ok bool, err error) {
	err = app.NonconcurrentDB().NewQuery(
		"UPDATE " + tableOf(account) + " SET " + wrongCodesField + " = " + wrongCodesField + " + 1" +
			" WHERE id = {:id} AND " + wrongCodesField + " < {:max} RETURNING " + wrongCodesField,
	).Bind(dbx.Params{"id": account.Id, "max": MaxWrongCodes}).Row(&tries)
	if errors.Is(err, sql.ErrNoRows) {
		return MaxWrongCodes, false, nil
	}
	return tries, err == nil, err
}

// ForgetWrongCodes unlocks account's code step and starts its count again (a right
// code, a recovery code, the owner's clear).
func ForgetWrongCodes(app core.App, account *core.Record) error {
	_, err := app.NonconcurrentDB().Update(tableOf(account),
		dbx.Params{wrongCodesField: 0}, dbx.HashExp{catalog.IDField: account.Id}).Execute()
	if err == nil {
		account.Set(wrongCodesField, 0)
	}
	return err
}

// CodeStepLocked tells whether account's code step was locked when account was read.
func CodeStepLocked(account *core.Record) bool {
	return Enrolled(account) && account.GetInt(wrongCodesField) >= MaxWrongCodes
}
