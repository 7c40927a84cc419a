package catalog

import "unicode/utf8"

// The copy matcher's automaton (Aho-Corasick): a tree of the terms' stems, as symbols
// numbering their folded characters, with for each node the longest proper suffix of its
// path that is a path too (fail) and the nearest such suffix where stems end (more).

type matchNode struct {
	next []matchEdge
	fail int32
	// ends are the terms whose stem ends here; more is the nearest node on the fail
	// chain with ends of its own (-1: none).
	ends []int32
	more int32
}

type matchEdge struct{ symbol, node int32 }

func (m *CopyMatcher) symbol(r rune) int32 {
	s, ok := m.symbols[r]
	if !ok {
		s = int32(len(m.symbols) + 1)
		m.symbols[r] = s
		if 0 <= r && r < utf8.RuneSelf {
			m.ascii[r] = s
		}
	}
	return s
}

// symbolOf is the symbol of a folded character of a text.
func (m *CopyMatcher) symbolOf(r rune) int32 {
	if 0 <= r && r < utf8.RuneSelf {
		return m.ascii[r]
	}
	return m.symbols[r]
}

// insert adds a stem to the automaton's tree, ending at term.
func (m *CopyMatcher) insert(stem []rune, term int32) {
	node := int32(0)
	for _, r := range stem {
		s := m.symbol(r)
		child := m.child(node, s)
		if child < 0 {
			child = int32(len(m.nodes))
			m.nodes = append(m.nodes, matchNode{more: -1})
			m.nodes[node].next = append(m.nodes[node].next, matchEdge{symbol: s, node: child})
		}
		node = child
	}
	m.nodes[node].ends = append(m.nodes[node].ends, term)
}

func (m *CopyMatcher) child(node, symbol int32) int32 {
	for _, e := range m.nodes[node].next {
		if e.symbol == symbol {
			return e.node
		}
	}
	return -1
}

// link sets each node's fail link (the longest proper suffix of its path that is a path
// too), breadth first, and the first step from the root by symbol.
func (m *CopyMatcher) link() {
	m.root = make([]int32, len(m.symbols)+1)
	queue := make([]int32, 0, len(m.nodes))
	for _, e := range m.nodes[0].next {
		m.root[e.symbol] = e.node
		queue = append(queue, e.node)
	}
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		for _, e := range m.nodes[node].next {
			m.nodes[e.node].fail = m.step(m.nodes[node].fail, e.symbol)
			if fail := m.nodes[e.node].fail; len(m.nodes[fail].ends) > 0 {
				m.nodes[e.node].more = fail
			} else {
				m.nodes[e.node].more = m.nodes[fail].more
			}
			queue = append(queue, e.node)
		}
	}
}

// step is the automaton's state after reading symbol in state node.
func (m *CopyMatcher) step(node, symbol int32) int32 {
	for node != 0 {
		if child := m.child(node, symbol); child >= 0 {
			return child
		}
		node = m.nodes[node].fail
	}
	return m.root[symbol]
}
