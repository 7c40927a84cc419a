// Command tsgen writes the apps' shared TypeScript from the domain core: the types of
// the API's answers and requests, and the constants and rule data both apps use
// (packages/domain/src/generated.ts), and the API's paths from backend/api's route table
// (paths.ts). Run it with `go generate ./backend/catalog` (or ./backend/api); a test
// fails when a committed file is stale.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"log"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/seo"
)

// apiTypes are written in this order; each one's doc comment comes with it.
var apiTypes = []any{
	catalog.Product{}, catalog.Batch{}, catalog.LotPage{}, catalog.Variant{}, catalog.ProductWithVariants{}, catalog.ProductListHead{}, catalog.ProductDetail{}, catalog.StaffProduct{}, catalog.Review{}, catalog.ManagedReview{},
	catalog.BlogPost{}, catalog.Location{}, catalog.StaffLocation{}, catalog.Partner{}, catalog.CarriedProduct{}, catalog.Coordinates{}, catalog.HeroVideo{}, catalog.Site{}, seo.PageMeta{},
	catalog.ContactRequest{}, catalog.ContactResult{}, catalog.ContactFormAnswer{}, catalog.ContactMessage{}, catalog.EmailStatus{}, catalog.MailStatus{}, catalog.NotificationSettings{},
	catalog.OrderRequestLine{}, catalog.OrderRequest{}, catalog.OrderResult{}, catalog.OrderLine{}, catalog.Order{},
	catalog.Staff{}, catalog.ManagedFile{}, catalog.FilePlace{}, catalog.StorageCheck{}, catalog.ImageVerification{},
	catalog.MissingImage{}, catalog.ImageStats{}, catalog.Redirect{},
	catalog.TwoFactorEnrolment{}, catalog.RecoveryCodes{}, catalog.TwoFactorPolicy{}, catalog.StaffSession{},
	catalog.WholesaleBuyer{}, catalog.WholesaleAccount{}, catalog.WholesaleMe{}, catalog.WholesaleSession{},
	catalog.ActivityEntry{}, catalog.FieldChange{}, catalog.Revisions{}, catalog.Revision{}, catalog.Difference{}, catalog.DeletedRecord{}, catalog.ActivityLogSize{},
	catalog.Dashboard{}, catalog.DashboardWaiting{}, catalog.WaitingOrder{}, catalog.WaitingReview{}, catalog.WaitingRecord{}, catalog.DashboardMail{}, catalog.DashboardWeek{}, catalog.OrderedProduct{}, catalog.Slideshow{},
	catalog.CopyRule{}, catalog.CopyReview{}, catalog.ReviewedFinding{}, catalog.StaffBlogPost{}, catalog.StaffHeroVideo{}, catalog.StaffVariant{}, catalog.ComplianceSettings{},
	catalog.WholesalePrice{}, catalog.VolumeBreak{}, catalog.LotStock{}, catalog.WholesaleMenu{}, catalog.WholesaleMenuLine{},
	catalog.WholesaleOrder{}, catalog.WholesaleOrderLine{}, catalog.WholesaleOrderEvent{}, catalog.OrderMove{}, catalog.WholesaleDeliveryDays{},
	catalog.WholesaleReorder{}, catalog.WholesaleReorderLine{},
	catalog.Invoice{}, catalog.InvoiceParty{}, catalog.InvoiceLine{},
	catalog.InvoiceBalance{}, catalog.Payment{}, catalog.CreditNote{}, catalog.AgingBucket{}, catalog.AccountReceivable{}, catalog.OverdueInvoice{}, catalog.Receivables{},
	catalog.DashboardWholesale{}, catalog.DashboardRevenueWeek{}, catalog.WholesaleSettings{},
}

// constants are the values both apps share, by their TypeScript names.
func constants() []namedValue {
	return []namedValue{
		{"productCategories", catalog.ProductCategories, "ProductCategory"},
		{"variantCategories", catalog.VariantCategories, "VariantCategory"},
		{"orderableCategory", catalog.OrderableCategory, ""},
		{"swagSizes", catalog.SwagSizes, "SwagSize"},
		{"orderStatuses", catalog.OrderStatuses, "OrderStatus"},
		{"smtpRequireTLSModes", catalog.SMTPRequireTLSModes, "SMTPRequireTLSMode"},
		{"orderFulfillments", catalog.OrderFulfillments, "OrderFulfillment"},
		{"productStatuses", catalog.ProductStatuses, "ProductStatus"},
		{"blogPostStatuses", catalog.BlogPostStatuses, "BlogPostStatus"},
		{"heroVideoTypes", catalog.HeroVideoTypes, "HeroVideoType"},
		{"activityActions", catalog.ActivityActions, "ActivityAction"},
		{"actorKinds", catalog.ActorKinds, "ActorKind"},
		{"defaultBlogAuthor", catalog.DefaultBlogAuthor, ""},
		{"imageWidths", catalog.ImageWidths, ""},
		{"productsPerScreen", catalog.ProductsPerScreen, ""},
		{"productSorts", catalog.ProductSorts, "ProductSort"},
		{"retailPriceDisplays", catalog.RetailPriceDisplays, "RetailPriceDisplay"},
		{"wholesaleOrderStates", catalog.OrderStates, "WholesaleOrderState"},
		{"paymentStatuses", catalog.PaymentStatuses, "PaymentStatus"},
		{"paymentTermsValues", catalog.PaymentTerms, "PaymentTerms"},
		{"paymentMethods", catalog.PaymentMethods, "PaymentMethod"},
		{"agingBucketKeys", catalog.AgingBucketKeys, "AgingBucketKey"},
		{"suggestedRetailLabel", catalog.SuggestedRetailLabel, ""},
		{"exciseLabel", catalog.ExciseLabel, ""},
		{"limits", map[string]any{
			"maxImageBytes": catalog.MaxImageBytes, "maxVideoBytes": catalog.MaxVideoBytes,
			"maxHeroPosition": catalog.MaxHeroPosition, "staffPasswordMin": catalog.StaffPasswordMin,
			"maxOrderLines": catalog.MaxOrderLines, "maxOrderQuantity": catalog.MaxOrderQuantity,
			"maxPrice": catalog.MaxPrice, "maxSlugLength": catalog.MaxSlugLength,
			"defaultProductPrice": catalog.DefaultProductPrice,
			"maxTags":             catalog.MaxTags, "maxTagLength": catalog.MaxTagLength,
			"minReviewRating": catalog.MinReviewRating, "maxReviewRating": catalog.MaxReviewRating,
			"maxCoaBytes": catalog.MaxCOABytes, "maxLotLength": catalog.MaxLotLength, "maxEmail": catalog.MaxEmail,
			"maxProductSearch": catalog.MaxProductSearch, "maxLicenceDocumentMB": catalog.MaxLicenceDocumentMB,
			"maxWholesaleOrderLines": catalog.MaxWholesaleOrderLines, "maxWholesaleUnits": catalog.MaxOrderUnits,
			"maxPoNumber": catalog.MaxPONumber, "maxWholesaleNote": catalog.MaxWholesaleNote,
		}, ""},
		{"staffSessions", map[string]int{
			"idleHours": catalog.StaffSessionIdleHours, "maxDays": catalog.StaffSessionMaxDays, "maxPerAccount": catalog.MaxStaffSessions,
		}, ""},
		{"gramsPerOunce", catalog.GramsPerOunce, ""},
		{"weightPattern", catalog.WeightPattern, ""},
		{"weightUnits", catalog.WeightUnits, ""},
		{"lotPattern", catalog.LotFormatPattern, ""},
		{"coaPagePrefix", catalog.COAPagePrefix, ""},
		{"copyRules", catalog.CopyRules, ""},
		{"copyContextRunes", catalog.CopyContextRunes, ""},
		{"slugPatterns", map[string]string{
			"disallowed": catalog.SlugDisallowedPattern, "spaces": catalog.SlugSpacesPattern, "format": catalog.SlugFormatPattern,
		}, ""},
	}
}

// messageConstants go to a file of their own (messagesOut): only forms use them, and a
// module of their own keeps them out of the storefront's first script.
func messageConstants() []namedValue {
	return []namedValue{
		{"messages", catalog.Messages, ""},
		{"percentageMessages", catalog.PercentageMessagesOf, ""},
		{"formPatterns", map[string]string{
			"phone": catalog.PhonePattern, "email": catalog.EmailPattern, "zip": catalog.ZipPattern, "city": catalog.CityPattern,
		}, ""},
		{"usStates", catalog.USStates, ""},
		{"licenceTypes", licenceTypeOptions(), ""},
	}
}

// licenceTypeOptions are the licence types a wholesale application may name, with their
// labels, in the form's order.
func licenceTypeOptions() []licenceTypeOption {
	options := make([]licenceTypeOption, 0, len(catalog.LicenceTypes))
	for _, t := range catalog.LicenceTypes {
		options = append(options, licenceTypeOption{Value: t, Label: catalog.LicenceTypeLabels[t]})
	}
	return options
}

type licenceTypeOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// refuseTypesListedTwice: a type listed twice in apiTypes would be written twice, which
// TypeScript takes as one interface declared twice (and a changed field as a conflict).
func refuseTypesListedTwice() error {
	seen := map[reflect.Type]bool{}
	for _, v := range apiTypes {
		t := reflect.TypeOf(v)
		if seen[t] {
			return fmt.Errorf("tsgen: %s is listed twice in apiTypes", t)
		}
		seen[t] = true
	}
	return nil
}

type namedValue struct {
	name  string
	value any
	// elementType names the union of a list's values ("" for none).
	elementType string
}

const (
	typesOut    = "../../packages/domain/src/generated.ts"
	messagesOut = "../../packages/domain/src/generatedMessages.ts"
)

func main() {
	ts, err := generate()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(typesOut, ts, 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(messagesOut, generateMessages(), 0o644); err != nil {
		log.Fatal(err)
	}
	paths, err := generatePaths()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(pathsOut, paths, 0o644); err != nil {
		log.Fatal(err)
	}
}

// generateMessages is messagesOut: the spec's messages, the forms' patterns and the
// visitors' forms' fields.
func generateMessages() []byte {
	var b bytes.Buffer
	b.WriteString("// Generated by `go generate ./backend/catalog` from backend/catalog. Do not edit: change\n")
	b.WriteString("// the Go side and generate again.\n\n")
	if err := writeConstants(&b, messageConstants()); err != nil {
		log.Fatal(err)
	}
	for _, c := range catalog.VisitorFormSchemas() {
		if err := writeSchema(&b, c.TypeScriptName(), c.Schema); err != nil {
			log.Fatal(err)
		}
	}
	return append(bytes.TrimRight(b.Bytes(), "\n"), '\n')
}

func writeConstants(b *bytes.Buffer, values []namedValue) error {
	for _, c := range values {
		raw, err := json.Marshal(c.value)
		if err != nil {
			return err
		}
		fmt.Fprintf(b, "export const %s = %s as const;\n", c.name, raw)
		if c.elementType != "" {
			fmt.Fprintf(b, "export type %s = (typeof %s)[number];\n", c.elementType, c.name)
		}
		b.WriteByte('\n')
	}
	return nil
}

func generate() ([]byte, error) {
	docs, err := readDocs()
	if err != nil {
		return nil, err
	}
	if err := refuseTypesListedTwice(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("// Generated by `go generate ./backend/catalog` from backend/catalog (and backend/seo's\n")
	b.WriteString("// PageMeta). Do not edit: change the Go side and generate again.\n\n")
	for _, v := range apiTypes {
		writeInterface(&b, reflect.TypeOf(v), docs)
	}
	for _, c := range catalog.StaffFormSchemas() {
		if err := writeSchema(&b, c.TypeScriptName(), c.Schema); err != nil {
			return nil, err
		}
	}
	if err := writeConstants(&b, constants()); err != nil {
		return nil, err
	}
	return append(bytes.TrimRight(b.Bytes(), "\n"), '\n'), nil
}

func writeInterface(b *bytes.Buffer, t reflect.Type, docs map[string]string) {
	key := path.Base(t.PkgPath()) + "." + t.Name()
	writeDoc(b, docs[key], "")
	var extends []string
	var fields []reflect.StructField
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			extends = append(extends, f.Type.Name())
		} else if f.IsExported() {
			fields = append(fields, f)
		}
	}
	fmt.Fprintf(b, "export interface %s ", t.Name())
	if len(extends) > 0 {
		fmt.Fprintf(b, "extends %s ", strings.Join(extends, ", "))
	}
	b.WriteString("{\n")
	for _, f := range fields {
		name, optional, skip := jsonName(f)
		if skip {
			continue
		}
		writeDoc(b, docs[key+"."+f.Name], "  ")
		mark := ""
		if optional {
			mark = "?"
		}
		fmt.Fprintf(b, "  %s%s: %s;\n", name, mark, fieldType(f))
	}
	b.WriteString("}\n\n")
}

func jsonName(f reflect.StructField) (name string, optional, skip bool) {
	tag := f.Tag.Get("json")
	if tag == "-" {
		return "", false, true
	}
	name, opts, _ := strings.Cut(tag, ",")
	if name == "" {
		name = f.Name
	}
	return name, strings.Contains(opts, "omitempty"), false
}

// fieldType is a field's TypeScript type: its `ts` tag where it names one of the
// constants' unions (a status the server takes only from its list), else from its Go type.
func fieldType(f reflect.StructField) string {
	if union := f.Tag.Get("ts"); union != "" {
		for _, c := range constants() {
			if c.elementType == union {
				return union
			}
		}
		panic("tsgen: " + f.Name + "'s ts tag names no constant's union: " + union)
	}
	return tsType(f.Type, "  ")
}

func tsType(t reflect.Type, indent string) string {
	switch t.Kind() {
	case reflect.Pointer:
		return tsType(t.Elem(), indent) + " | null"
	case reflect.Slice:
		elem := tsType(t.Elem(), indent)
		if strings.Contains(elem, " ") {
			elem = "(" + elem + ")"
		}
		return elem + "[]"
	case reflect.Map:
		return "Record<string, " + tsType(t.Elem(), indent) + ">"
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int64, reflect.Float64:
		return "number"
	case reflect.Interface:
		return "unknown"
	case reflect.Struct:
		if t.Name() != "" {
			return t.Name()
		}
		var b strings.Builder
		b.WriteString("{\n")
		for i := range t.NumField() {
			name, optional, skip := jsonName(t.Field(i))
			if skip {
				continue
			}
			mark := ""
			if optional {
				mark = "?"
			}
			fmt.Fprintf(&b, "%s  %s%s: %s;\n", indent, name, mark, tsType(t.Field(i).Type, indent+"  "))
		}
		return b.String() + indent + "}"
	}
	panic("tsgen: no TypeScript for " + t.String())
}

func writeDoc(b *bytes.Buffer, doc, indent string) {
	doc = strings.TrimSpace(doc)
	if doc == "" {
		return
	}
	lines := strings.Split(doc, "\n")
	if len(lines) == 1 {
		fmt.Fprintf(b, "%s/** %s */\n", indent, lines[0])
		return
	}
	fmt.Fprintf(b, "%s/**\n", indent)
	for _, l := range lines {
		fmt.Fprintf(b, "%s * %s\n", indent, l)
	}
	fmt.Fprintf(b, "%s */\n", indent)
}

// readDocs reads the doc comments of the types' declarations and fields
// ("catalog.Type" and "catalog.Type.Field") from the source of their packages.
func readDocs() (map[string]string, error) {
	docs := map[string]string{}
	for _, dir := range []string{"catalog", "seo"} {
		// Relative to backend/<package>, where go generate and the tests run, as the outputs
		// are; the source's own path is not known in a -trimpath build (the Makefile's).
		files, err := filepath.Glob(filepath.Join("..", dir, "*.go"))
		if err != nil {
			return nil, err
		}
		sort.Strings(files)
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ParseComments)
			if err != nil {
				return nil, err
			}
			collectDocs(f, dir+".", docs)
		}
	}
	return docs, nil
}

func collectDocs(f *ast.File, prefix string, docs map[string]string) {
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, spec := range gen.Specs {
			ts, ok := spec.(*ast.TypeSpec)
			if !ok {
				continue
			}
			doc := gen.Doc
			if ts.Doc != nil {
				doc = ts.Doc
			}
			docs[prefix+ts.Name.Name] = doc.Text()
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				continue
			}
			for _, field := range st.Fields.List {
				for _, name := range field.Names {
					docs[prefix+ts.Name.Name+"."+name.Name] = field.Doc.Text()
				}
			}
		}
	}
}
