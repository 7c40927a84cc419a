// Package hookstest is what the tests of the whole site share, in every package of
// pb_hooks: a copy of a template data dir with the site's hooks bound (NewApp, Register),
// requests through its router (AppHandler, Send, StaffHeaders), PocketBase's API
// scenarios (RunScenarios, AsStaff) and the records the demo content holds. A test
// package's TestMain calls Main, which builds the template once for its binary.
package hookstest
