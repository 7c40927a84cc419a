package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// The wholesale orders section (issue 39): every buyer submits orders at once, then one
// order of the most lines an order may have is accepted, packed and shipped by staff, and
// its invoice's PDF is made.
const (
	ordersEachBuyer = 20
	linesEachOrder  = 3
	invoiceLines    = 50 // catalog.MaxWholesaleOrderLines
	invoicePDFRuns  = 5
	ordersPath      = "/api/wholesale/orders"
)

// orderFigures is what the orders section measured.
type orderFigures struct {
	buyers, orders     int
	p50, p99, slowest  time.Duration
	wall               time.Duration
	refused            []string // the answers other than 201, at most a few
	submitPeakMB       float64
	invoiceNumber      string
	invoicePDFs        []pdfRun
	invoicePDFBeforeMB float64
	wholeSectionPeakMB float64
}

// menuOffer is what an order needs of a menu line.
type menuOffer struct {
	VariantID    string `json:"variantId"`
	Lot          string `json:"lot"`
	MinimumUnits int    `json:"minimumUnits"`
}

// measureOrders runs the orders section against a server seedWholesale filled.
func measureOrders(base string, pid int, tokens []string, staffToken string) orderFigures {
	body, _ := buyerGet(base+wholesaleMenuPath, tokens[0])
	var menu struct{ Lines []menuOffer }
	check(json.Unmarshal(body, &menu))
	body, _ = buyerGet(base+"/api/wholesale/delivery-days", tokens[0])
	var days struct{ Days []string }
	check(json.Unmarshal(body, &days))
	if len(days.Days) == 0 || len(menu.Lines) < len(tokens)*ordersEachBuyer*linesEachOrder+invoiceLines {
		log.Fatalf("orders: %d delivery days and %d menu lines: too few", len(days.Days), len(menu.Lines))
	}
	// Each order names lines no other order names, the minimum of each: every lot has
	// units for it, so every submission should be taken.
	next := 0
	order := func(n int) []byte {
		lines := make([]map[string]any, n)
		for i := range lines {
			o := menu.Lines[next]
			next++
			lines[i] = map[string]any{"variantId": o.VariantID, "lot": o.Lot, "units": o.MinimumUnits}
		}
		raw, _ := json.Marshal(map[string]any{"poNumber": fmt.Sprintf("PO-%d", next), "deliveryDay": days.Days[0], "lines": lines})
		return raw
	}
	invoiceOrder := order(invoiceLines)
	bodies := make([][][]byte, len(tokens))
	for b := range bodies {
		for range ordersEachBuyer {
			bodies[b] = append(bodies[b], order(linesEachOrder))
		}
	}

	log.Printf("orders: %d buyers submitting %d orders each at once...", len(tokens), ordersEachBuyer)
	f := orderFigures{buyers: len(tokens)}
	var mu sync.Mutex
	var took []time.Duration
	resetPeakRSS(pid)
	started := time.Now()
	var wg sync.WaitGroup
	for b, token := range tokens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, raw := range bodies[b] {
				status, answer, d := buyerPost(base+ordersPath, token, raw)
				mu.Lock()
				took = append(took, d)
				if status != http.StatusCreated && len(f.refused) < 5 {
					f.refused = append(f.refused, fmt.Sprintf("%d %.200s", status, answer))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	f.wall = time.Since(started)
	f.submitPeakMB = residentMB(pid, "VmHWM")
	f.orders = len(took)
	slices.Sort(took)
	f.p50, f.p99, f.slowest = took[len(took)/2], took[len(took)*99/100], took[len(took)-1]

	log.Printf("orders: a %d-line order accepted, packed and shipped; its invoice's PDF...", invoiceLines)
	status, answer, _ := buyerPost(base+ordersPath, tokens[0], invoiceOrder)
	if status != http.StatusCreated {
		log.Fatalf("orders: the %d-line order answered %d: %.300s", invoiceLines, status, answer)
	}
	var placed struct{ ID string }
	check(json.Unmarshal(answer, &placed))
	for _, move := range []map[string]any{{"to": "accepted"}, {"to": "packed"}, {"to": "shipped", "manifestNumber": "BENCH-MANIFEST-1"}} {
		raw, _ := json.Marshal(move)
		if status, answer := staffCall(http.MethodPost, base, "/api/admin/wholesale-orders/"+placed.ID+"/transition", staffToken, raw); status != http.StatusOK {
			log.Fatalf("orders: moving the order to %s answered %d: %.300s", move["to"], status, answer)
		}
	}
	_, answer = staffCall(http.MethodGet, base, "/api/admin/invoices", staffToken, nil)
	var invoices []struct{ ID, Number, Order string }
	check(json.Unmarshal(answer, &invoices))
	i := slices.IndexFunc(invoices, func(v struct{ ID, Number, Order string }) bool { return v.Order == placed.ID })
	if i < 0 {
		log.Fatalf("orders: the shipped order has no invoice: %.300s", answer)
	}
	f.invoiceNumber = invoices[i].Number
	f.invoicePDFBeforeMB = residentMB(pid, "VmRSS")
	for range invoicePDFRuns {
		resetPeakRSS(pid)
		startedPDF := time.Now()
		status, pdf := staffCall(http.MethodGet, base, "/api/admin/invoices/"+invoices[i].ID+"/pdf", staffToken, nil)
		run := pdfRun{took: time.Since(startedPDF), bytes: len(pdf), peakMB: residentMB(pid, "VmHWM")}
		if status != http.StatusOK || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
			log.Fatalf("orders: the invoice's PDF answered %d: %.100q", status, pdf)
		}
		f.invoicePDFs = append(f.invoicePDFs, run)
	}
	f.wholeSectionPeakMB = f.submitPeakMB
	for _, r := range f.invoicePDFs {
		f.wholeSectionPeakMB = max(f.wholeSectionPeakMB, r.peakMB)
	}
	return f
}

// buyerPost posts a JSON body as the buyer whose token is given: the status, the answer
// and how long it took.
func buyerPost(url, token string, body []byte) (int, []byte, time.Duration) {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	check(err)
	req.Header.Set("Authorization", token)
	req.Header.Set("Content-Type", "application/json")
	client := &http.Client{Timeout: time.Minute}
	started := time.Now()
	res, err := client.Do(req)
	check(err)
	defer res.Body.Close()
	answer, err := io.ReadAll(res.Body)
	check(err)
	return res.StatusCode, answer, time.Since(started)
}

// staffCall is a call of the back office's, with staff's session.
func staffCall(method, base, path, token string, body []byte) (int, []byte) {
	req, err := http.NewRequest(method, base+path, bytes.NewReader(body))
	check(err)
	asTheBackOffice(req, base, token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := (&http.Client{Timeout: time.Minute}).Do(req)
	check(err)
	defer res.Body.Close()
	answer, err := io.ReadAll(res.Body)
	check(err)
	return res.StatusCode, answer
}

func (f orderFigures) markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\nWholesale orders (issue 39), on the same server: %d approved dispensaries, each submitting %d orders of %d lines (the minimum of lots no other order names) one after another, all %d at once: %d orders in %s, submission p50 %s, p99 %s, slowest %s; %d refused; peak RSS %.1f MB (VmHWM).\n",
		f.buyers, ordersEachBuyer, linesEachOrder, f.buyers, f.orders, f.wall.Round(time.Millisecond), ms(f.p50), ms(f.p99), ms(f.slowest), len(f.refused), f.submitPeakMB)
	for _, r := range f.refused {
		fmt.Fprintf(&b, "- refused: `%s`\n", r)
	}
	took := make([]time.Duration, 0, len(f.invoicePDFs))
	peak := 0.0
	for _, r := range f.invoicePDFs {
		took = append(took, r.took)
		peak = max(peak, r.peakMB)
	}
	slices.Sort(took)
	if len(took) > 0 {
		fmt.Fprintf(&b, "\nThe invoice of an order of %d lines (%s), accepted, packed and shipped by staff: its PDF made %d times, %s median (%s to %s), %.0f KB; the server's RSS %.1f MB before, peak %.1f MB (VmHWM) while one is made.\n",
			invoiceLines, f.invoiceNumber, len(took), ms(took[len(took)/2]), ms(took[0]), ms(took[len(took)-1]), float64(f.invoicePDFs[0].bytes)/1024, f.invoicePDFBeforeMB, peak)
	}
	return b.String()
}
