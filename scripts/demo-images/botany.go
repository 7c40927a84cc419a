package main

import (
	"math"
	"sort"
)

// leafletHalves returns the two halves (split along the midrib) of a narrow,
// lance-shaped cannabis leaflet starting at base, pointing at angle ang.
// teeth > 0 gives the serrated edge; small leaflets skip it.
func leafletHalves(base Pt, ang, length, width float64, teeth int) (left, right []Pt) {
	edge := func(side float64) []Pt {
		n := 12
		if teeth > 0 {
			n = teeth * 2
		}
		pts := []Pt{{0, 0}}
		for i := 1; i < n; i++ {
			t := float64(i) / float64(n)
			k := 1.0
			if teeth > 0 {
				if i%2 == 1 {
					// tooth tip, leaning towards the leaflet tip
					t += 0.35 / float64(n)
				} else {
					k = 0.8
				}
			}
			hw := width / 2 * math.Pow(math.Sin(math.Pi*math.Pow(t, 0.85)), 1.1) * k
			pts = append(pts, Pt{t * length, side * hw})
		}
		pts = append(pts, Pt{length, 0})
		return pts
	}
	mid := []Pt{{length, 0}, {0, 0}}
	left = Xform(concat(edge(-1), mid[1:]), base.X, base.Y, ang, 1)
	right = Xform(concat(edge(1), mid[1:]), base.X, base.Y, ang, 1)
	return
}

func leaflet(base Pt, ang, length, width float64, teeth int) []Pt {
	l, r := leafletHalves(base, ang, length, width, teeth)
	return concat(l[:len(l)-1], reversed(r[:len(r)-1]))
}

// FanLeaf is a palmate cannabis leaf of N leaflets fanning out around Ang;
// Size is the length of the central leaflet.
type FanLeaf struct {
	At         Pt
	Ang, Size  float64
	N          int
	Col, Light RGB // Light is used for the sunlit half of each leaflet
	Spread     float64
	Droop      float64 // bends the outer leaflets down (positive = towards +y)
	Petiole    float64 // stem length as a fraction of size
	Veins      bool
}

type leafletShape struct {
	l, r []Pt // halves
	k    int  // distance from the central leaflet
}

func (l leafletShape) full() []Pt { return concat(l.l[:len(l.l)-1], reversed(l.r[:len(l.r)-1])) }

func (f FanLeaf) petiole() []Pt {
	back := f.At.Add(polar(f.Ang+math.Pi, f.Size*f.Petiole))
	return Stroke(Quad(back, back.Lerp(f.At, 0.5).Add(polar(f.Ang+math.Pi/2, f.Size*0.05)), f.At, 8), f.Size*0.035, f.Size*0.025)
}

// leaflets returns the leaflets, outer ones first so the central one ends
// up on top.
func (f FanLeaf) leaflets() []leafletShape {
	n := max(f.N, 3)
	spread := f.Spread
	if spread == 0 {
		spread = 0.42
	}
	teeth := 0
	if f.Size > 28 {
		teeth = min(16, int(f.Size/9))
	}
	lens := []float64{1, 0.86, 0.66, 0.44, 0.3}
	var ls []leafletShape
	for i := -n / 2; i <= n/2; i++ {
		k := abs(i)
		a := f.Ang + float64(i)*spread
		// outer leaflets droop
		a += f.Droop * float64(k) * 0.12 * math.Copysign(1, float64(i)) * math.Copysign(1, math.Cos(f.Ang))
		lk := lens[min(k, len(lens)-1)]
		l := f.Size * lk
		left, right := leafletHalves(f.At, a, l, l*0.17, int(float64(teeth)*lk+0.5))
		ls = append(ls, leafletShape{left, right, k})
	}
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].k > ls[j].k })
	return ls
}

// Silhouette is the whole leaf as polygons (for drop shadows).
func (f FanLeaf) Silhouette() [][]Pt {
	var out [][]Pt
	if f.Petiole > 0 {
		out = append(out, f.petiole())
	}
	for _, l := range f.leaflets() {
		out = append(out, l.full())
	}
	return out
}

func (f FanLeaf) Draw(c *Canvas) {
	if f.Petiole > 0 {
		c.Fill(f.Col.Darken(0.15), 1, f.petiole())
	}
	for _, l := range f.leaflets() {
		shade := 1 - 0.05*float64(l.k)
		c.Fill(f.Col.Mul(shade), 1, l.full())
		if f.Light != (RGB{}) {
			c.Fill(f.Light.Mul(shade), 1, l.l)
		}
		if f.Veins && f.Size > 60 {
			tip := l.l[len(l.l)-2]
			c.Fill(f.Light.Lighten(0.3), 0.6, Stroke([]Pt{f.At, f.At.Lerp(tip, 0.92)}, f.Size*0.014, 0.6))
		}
	}
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}

// PlantPalette colours a field plant.
type PlantPalette struct {
	Dark, Mid, Light, Cola, Pistil RGB
}

// Plant draws one bushy cannabis plant standing at base, size px tall and
// about as wide. light is -1 when the sun is to the left, +1 to the right;
// hz mixes the colours towards the far-away haze colour.
func Plant(c *Canvas, rng Rng, base Pt, size float64, pal PlantPalette, light float64, haze RGB, hz float64) {
	col := func(v RGB) RGB { return v.Mix(haze, hz) }
	if size < 9 {
		c.Fill(col(pal.Dark), 1, Ellipse(base.X, base.Y-size*0.4, size*0.32, size*0.42, 0))
		c.Fill(col(pal.Mid), 1, Ellipse(base.X+light*size*0.06, base.Y-size*0.55, size*0.2, size*0.25, 0))
		return
	}
	detailed := size > 40
	nLeaves := 9
	if detailed {
		nLeaves = 14 + int(math.Min(22, size/12))
	}
	type leaf struct {
		at        Pt
		ang, s, u float64
	}
	leaves := make([]leaf, 0, nLeaves+4)
	for i := 0; i < nLeaves; i++ {
		u := math.Pow(rng.Float64(), 0.9)
		side := rng.F(-1, 1)
		hw := size * 0.2 * math.Pow(1-u, 0.7)
		at := Pt{base.X + side*hw, base.Y - size*(0.1+0.72*u)}
		ang := -math.Pi/2 + side*(1.35-0.7*u) + rng.F(-0.2, 0.2)
		leaves = append(leaves, leaf{at, ang, size * (0.3 - 0.13*u) * rng.F(0.85, 1.1), u})
	}
	sort.Slice(leaves, func(i, j int) bool { return leaves[i].u < leaves[j].u })
	// a few low leaves in front hide the base of the stem
	for i := 0; i < 3; i++ {
		side := float64(i-1) * 0.7
		leaves = append(leaves, leaf{Pt{base.X + side*size*0.08, base.Y - size*0.12}, math.Pi/2 - side*1.6 + math.Pi + rng.F(-0.2, 0.2), size * 0.24, 0.1})
	}
	c.Fill(col(pal.Dark.Darken(0.2)), 1, Ellipse(base.X, base.Y-size*0.45, size*0.16, size*0.38, 0))
	for _, l := range leaves {
		side := (l.at.X - base.X) / (size * 0.2) * light
		t := clamp01(0.2 + 0.5*l.u + 0.3*side)
		f := FanLeaf{At: l.at, Ang: l.ang, Size: l.s, N: 7, Col: col(pal.Dark.Mix(pal.Mid, t)), Droop: 1.5}
		if !detailed {
			f.N = 5
		} else {
			f.Light = col(pal.Mid.Mix(pal.Light, t))
		}
		f.Draw(c)
	}
	// colas: the flowering tops, the main one crowning the plant
	nCola := 1
	if detailed {
		nCola = 3 + rng.IntN(3)
	}
	for i := 0; i < nCola; i++ {
		at := Pt{base.X + rng.F(-0.03, 0.03)*size, base.Y - size*0.84}
		l := size * 0.24
		if i > 0 {
			u := rng.F(0.45, 0.8)
			side := rng.F(-1, 1)
			at = Pt{base.X + side*size*0.22*(1-u*0.6), base.Y - size*(0.1+0.62*u)}
			l = size * rng.F(0.12, 0.16)
		}
		base := pal.Cola.Mix(pal.Mid, 0.35)
		if !detailed {
			base = pal.Cola.Mix(pal.Mid, 0.6)
		}
		cola(c, rng, at, l, col(base), col(pal.Cola), col(pal.Dark), col(pal.Pistil), light, detailed)
	}
}

// cola draws an upright flower top: a teardrop with a lit half, small sugar
// leaves and a few pistils.
func cola(c *Canvas, rng Rng, at Pt, l float64, base, hi, leaf, pistil RGB, light float64, detailed bool) {
	lt, rt := leafletHalves(at, -math.Pi/2, l, l*0.42, 0)
	c.Fill(base, 1, concat(lt[:len(lt)-1], reversed(rt[:len(rt)-1])))
	if light < 0 {
		c.Fill(hi, 1, lt)
	} else {
		c.Fill(hi, 1, rt)
	}
	if !detailed {
		return
	}
	for k := 0; k < 5; k++ {
		v := 0.15 + 0.14*float64(k)
		side := float64(1 - 2*(k%2))
		r := l * 0.17 * (1 - v*0.8)
		p := at.Add(Pt{side * l * 0.1, -v * l * 1.05})
		if side == light {
			c.Fill(hi.Lighten(0.1), 1, Circle(p.X, p.Y, r))
		} else {
			c.Fill(base.Darken(0.08), 1, Circle(p.X, p.Y, r))
		}
	}
	for k := 0; k < 5; k++ {
		v := rng.F(0.1, 0.7)
		side := float64(1 - 2*(k%2))
		p := at.Add(Pt{side * l * 0.1, -v * l})
		c.Fill(leaf, 1, leaflet(p, -math.Pi/2+side*rng.F(0.6, 1.1), l*rng.F(0.25, 0.4), l*0.09, 0))
	}
	for k := 0; k < 4; k++ {
		p := at.Add(Pt{rng.F(-0.1, 0.1) * l, -rng.F(0.2, 0.8) * l})
		c.Fill(pistil, 1, Circle(p.X, p.Y, math.Max(0.8, l*0.03)))
	}
}

// BudPalette colours a studio close-up of a flower.
type BudPalette struct {
	Shadow, Base, Light RGB
	Tint                RGB     // secondary hue sprinkled over some calyxes
	TintAmount          float64 // share of calyxes that take the tint
	Leaf                RGB
	Pistil              [2]RGB
	Frost               float64 // trichome density multiplier
}

// Bud draws a dense flower cluster centred on (cx, cy) of width w and height h.
func Bud(c *Canvas, rng Rng, cx, cy, w, h float64, pal BudPalette) {
	light := Pt{-0.55, -0.65} // towards upper left
	type node struct {
		p Pt
		r float64
	}
	// a lumpy bud is a cone of round sub-clusters, with smaller side lumps
	var nodes []node
	profile := []float64{0.6, 0.76, 0.74, 0.64, 0.5, 0.36, 0.22}
	nn := len(profile)
	bottomY := cy + h*0.5
	y0, y1 := bottomY-profile[0]*w/2*0.9, bottomY-h+profile[nn-1]*w/2*0.9
	for i, pr := range profile {
		r := w / 2 * pr
		x := cx + rng.F(-0.05, 0.05)*w
		y := lerp(y0, y1, float64(i)/float64(nn-1))
		nodes = append(nodes, node{Pt{x, y}, r * rng.F(0.92, 1.02)})
		if i < nn-1 {
			for _, side := range []float64{-1, 1} {
				if rng.Float64() < 0.8 {
					nodes = append(nodes, node{Pt{x + side*r*rng.F(0.45, 0.65), y + rng.F(-0.3, 0.3)*r}, r * rng.F(0.45, 0.6)})
				}
			}
		}
	}
	type item struct {
		z    float64
		draw func()
	}
	var items []item
	scale := w / 430
	pistilAt := []Pt{}
	frostAt := []Pt{}
	for _, nd := range nodes {
		count := int(150 * math.Pow(nd.r/(0.3*w), 2))
		for k := 0; k < count; k++ {
			// random point on the visible hemisphere of the node
			a := rng.F(0, 2*math.Pi)
			d := math.Sqrt(rng.Float64()) * 0.98
			nx, ny := math.Cos(a)*d, math.Sin(a)*d
			nz := math.Sqrt(math.Max(0, 1-nx*nx-ny*ny))
			p := Pt{nd.p.X + nx*nd.r, nd.p.Y + ny*nd.r}
			gx, gy := (p.X-cx)/(w/2), (p.Y-cy)/(h/2)
			lit := clamp01(0.5 + 0.5*(nx*light.X+ny*light.Y) + 0.35*nz - 0.25 - 0.3*gx - 0.12*gy)
			rim := smoothstep(0.75, 1, d)
			col := pal.Shadow.Mix(pal.Base, clamp01(lit*1.6)).Mix(pal.Light, clamp01(lit*1.6-0.8))
			if rng.Float64() < pal.TintAmount {
				col = col.Mix(pal.Tint.Mul(0.6+0.5*lit), rng.F(0.4, 0.75))
			}
			col = col.Mix(pal.Shadow, rim*0.5)
			size := w * rng.F(0.045, 0.07) * (1 - 0.35*rim)
			ang := math.Atan2(ny, nx) + rng.F(-0.4, 0.4)
			if d < 0.3 {
				ang = -math.Pi/2 + rng.F(-0.8, 0.8)
			}
			z := nz*nd.r + nd.r*0.2 // how far the calyx stands out towards us
			items = append(items, item{z, func() {
				c.Fill(col.Darken(0.3), 1, leaflet(p.Add(polar(ang+math.Pi, size*0.6)), ang, size*1.5, size*1.1, 0))
				c.Fill(col, 1, leaflet(p.Add(polar(ang+math.Pi, size*0.5)), ang, size*1.3, size*0.9, 0))
				c.Fill(col.Lighten(0.25), 0.55, Ellipse(p.X+light.X*size*0.15, p.Y+light.Y*size*0.15, size*0.28, size*0.2, ang))
			}})
			if rng.Float64() < 0.12 && nz > 0.3 {
				pistilAt = append(pistilAt, p)
			}
			if rng.Float64() < 0.25+0.5*lit {
				frostAt = append(frostAt, p)
			}
		}
	}
	// sugar leaves poking out between the calyxes
	for k := 0; k < 16; k++ {
		nd := nodes[rng.IntN(len(nodes))]
		a := rng.F(0, 2*math.Pi)
		if math.Sin(a) > 0.6 {
			a = -a
		}
		at := nd.p.Add(polar(a, nd.r*0.55))
		l := nd.r * rng.F(0.7, 1.1)
		col := pal.Leaf.Mix(pal.Shadow, rng.F(0, 0.4))
		aa := a + rng.F(-0.3, 0.3)
		z := nd.r * rng.F(0.1, 0.7)
		items = append(items, item{z, func() {
			lt, rt := leafletHalves(at, aa, l, l*0.28, 6)
			c.Fill(col, 1, concat(lt[:len(lt)-1], reversed(rt[:len(rt)-1])))
			c.Fill(col.Lighten(0.18), 1, lt)
			c.Fill(RGB{0.95, 0.97, 0.93}, 0.25, lt)
		}})
	}
	sort.SliceStable(items, func(i, j int) bool { return items[i].z < items[j].z })
	// a short cut stem at the base
	stemA, stemB := Pt{cx, bottomY - h*0.12}, Pt{cx + w*0.16, bottomY - w*0.01}
	c.Fill(pal.Leaf.Darken(0.3), 1, Stroke([]Pt{stemA, stemB}, w*0.07, w*0.055))
	c.Fill(pal.Leaf.Mix(RGB{0.85, 0.8, 0.6}, 0.5), 1, Ellipse(stemB.X, stemB.Y, w*0.012, w*0.027, -0.3))
	// solid body under the calyxes so no background shows through
	for _, nd := range nodes {
		c.FillFunc(func(x, y float64) (RGB, float64) {
			nx, ny := (x-nd.p.X)/nd.r, (y-nd.p.Y)/nd.r
			lit := clamp01(0.5 + 0.6*(nx*light.X+ny*light.Y) - 0.3*(x-cx)/(w/2))
			return pal.Shadow.Mix(pal.Base, lit*0.7), 1
		}, Circle(nd.p.X, nd.p.Y, nd.r*0.97))
	}
	for _, it := range items {
		it.draw()
	}
	// pistils: thin curly orange hairs
	for _, p := range pistilAt {
		a := -math.Pi/2 + rng.F(-1.6, 1.6)
		l := w * rng.F(0.04, 0.09)
		mid := p.Add(polar(a, l*0.5)).Add(polar(a+math.Pi/2, l*rng.F(-0.35, 0.35)))
		end := p.Add(polar(a+rng.F(-0.5, 0.5), l))
		col := pal.Pistil[0].Mix(pal.Pistil[1], rng.Float64())
		c.Fill(col, 1, Stroke(Quad(p, mid, end, 8), 2.6*scale+0.6, 1.0*scale+0.4))
	}
	// trichomes: tiny frosty heads, denser on the lit side
	for _, p := range frostAt {
		n := int(pal.Frost*1.5 + rng.Float64())
		for k := 0; k < n; k++ {
			q := p.Add(Pt{rng.F(-12, 12) * scale, rng.F(-12, 12) * scale})
			r := rng.F(1.2, 2.4) * scale
			c.Fill(RGB{0.97, 0.98, 0.95}, rng.F(0.55, 0.9), Circle(q.X, q.Y, r))
		}
	}
}

// Painter fills polygons; Logo takes one so that the same mark can be
// printed flat or stitched with a thread texture.
type Painter func(col RGB, alpha float64, polys ...[]Pt)

// Logo draws the farm mark: a rising sun with rays behind a cannabis leaf.
// bg is the colour behind the logo, used to cut the leaf out of the sun.
func Logo(paint Painter, cx, cy, size float64, fg, bg RGB) {
	sunC := Pt{cx, cy + size*0.05}
	r := size * 0.3
	for i := 0; i < 11; i++ {
		a := math.Pi + float64(i)*math.Pi/10
		paint(fg, 1, Line(sunC.Add(polar(a, r*1.22)), sunC.Add(polar(a, r*1.6)), size*0.045))
	}
	paint(fg, 1, Arc(sunC.X, sunC.Y, r, r, 0, math.Pi, 2*math.Pi, 40))
	paint(fg, 1, Rect(cx-size*0.48, sunC.Y+size*0.04, size*0.96, size*0.05))
	at := Pt{cx, cy + size*0.3}
	lens := []float64{0.62, 0.52, 0.38, 0.25}
	// the leaf is cut out of the sun with a thin outline in the background colour
	for pass := 0; pass < 2; pass++ {
		col, grow := bg, size*0.035
		if pass == 1 {
			col, grow = fg, 0
		}
		for i := -3; i <= 3; i++ {
			k := abs(i)
			a := -math.Pi/2 + float64(i)*0.42
			l := size * lens[k]
			paint(col, 1, leaflet(at.Add(polar(a, -grow)), a, l+grow*2.2, l*0.2+grow*2, 0))
		}
		paint(col, 1, Stroke([]Pt{at, at.Add(Pt{size * 0.02, size * 0.16})}, size*0.05+grow, size*0.03+grow))
	}
}
