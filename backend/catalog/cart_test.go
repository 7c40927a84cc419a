package catalog

import "testing"

func TestTheCartMergesLinesAndPricesInCents(t *testing.T) {
	var cart Cart
	for _, item := range []CartItem{
		{ProductID: "tee", VariantID: "m", Name: "Tee", Size: "M", Quantity: 2, Price: 28},
		{ProductID: "hat", Name: "Hat", Quantity: 1, Price: 0.1},
		{ProductID: "tee", VariantID: "m", Name: "Tee", Size: "M", Quantity: 1, Price: 28},
		{ProductID: "hat", Name: "Hat", Quantity: 2, Price: 0.1},
	} {
		if problem := cart.Add(item); problem != "" {
			t.Fatal(problem)
		}
	}
	lines, total := cart.Lines()
	if len(lines) != 2 || lines[0].Quantity != 3 || lines[0].LineTotal != "84.00" || lines[1].LineTotal != "0.30" || lines[1].Price != "0.10" {
		t.Errorf("lines: %+v", lines)
	}
	if total != 84.3 {
		t.Errorf("total %v, want 84.3 (counted in cents, not 84.30000000000001)", total)
	}
	if problem := cart.Add(CartItem{ProductID: "hat", Quantity: MaxOrderQuantity - 2}); problem != QuantityProblem {
		t.Errorf("a line past %d: %q", MaxOrderQuantity, problem)
	}
}
