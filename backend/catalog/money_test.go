package catalog

import "testing"

func TestPriceProblem(t *testing.T) {
	for _, c := range []struct {
		price float64
		want  string
	}{
		{0, ""}, {39.99, ""}, {0.1 + 0.2, ""}, {1e6, ""},
		{-0.01, "Price must be positive"},
		{1.234, "Price must have at most 2 decimal places"},
		{100000000, "Price must be at most 99999999.99"},
	} {
		if got := PriceProblem(c.price); got != c.want {
			t.Errorf("PriceProblem(%v) = %q, want %q", c.price, got, c.want)
		}
	}
}

func TestPercentageProblem(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{
		{0, ""}, {100, ""}, {27.45, ""},
		{100.01, "THC must be between 0 and 100"},
		{-1, "THC must be between 0 and 100"},
		{1.001, "THC must have at most 2 decimal places"},
	} {
		if got := PercentageProblem("THC", c.v); got != c.want {
			t.Errorf("PercentageProblem(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestDecimalPrice(t *testing.T) {
	for v, want := range map[float64]string{0: "0.00", 39.99: "39.99", 45: "45.00", 0.1 + 0.2: "0.30", 1234.5: "1234.50"} {
		if got := DecimalPrice(v); got != want {
			t.Errorf("DecimalPrice(%v) = %q, want %q", v, got, want)
		}
	}
}
