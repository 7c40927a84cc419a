package catalog

import "math"

// CartItem is a line of an order request once the catalogue has checked it: what is
// ordered, at the catalogue's price (never the visitor's).
type CartItem struct {
	ProductID, VariantID string
	Name, Size           string
	Quantity             int
	Price                float64
}

// Cart prices an order request's items in cents: the same product and size are one
// line, whose quantity is bounded by MaxOrderQuantity.
type Cart struct {
	lines []OrderLine
	cents []int64 // each line's unit price
	index map[string]int
}

// QuantityProblem is the message of a quantity out of bounds.
var QuantityProblem = between("Quantity", MinOrderQuantity, MaxOrderQuantity)

// Add puts item in the cart; problem says why it cannot be (a line's quantity too high).
func (c *Cart) Add(item CartItem) (problem string) {
	key := item.ProductID + "/" + item.VariantID
	if i, seen := c.index[key]; seen {
		c.lines[i].Quantity += item.Quantity
		if c.lines[i].Quantity > MaxOrderQuantity {
			return QuantityProblem
		}
		return ""
	}
	if c.index == nil {
		c.index = map[string]int{}
	}
	c.index[key] = len(c.lines)
	c.lines = append(c.lines, OrderLine{
		ProductID: item.ProductID, VariantID: item.VariantID, Name: item.Name, Size: item.Size,
		Quantity: item.Quantity, Price: DecimalPrice(item.Price),
	})
	c.cents = append(c.cents, int64(math.Round(item.Price*100)))
	return ""
}

// Lines are the cart's lines with their totals, and the order's total.
func (c *Cart) Lines() (lines []OrderLine, total float64) {
	lines = make([]OrderLine, len(c.lines))
	var totalCents int64
	for i, line := range c.lines {
		cents := c.cents[i] * int64(line.Quantity)
		line.LineTotal = DecimalPrice(float64(cents) / 100)
		lines[i] = line
		totalCents += cents
	}
	return lines, float64(totalCents) / 100
}
