package main

import (
	"math"
)

type product struct {
	name string
	draw func(c *Canvas)
}

var (
	forest = hex(0x2E5A3A)
	cream  = hex(0xF4EEDF)
)

var strains = map[string]BudPalette{
	"headhunter": {Shadow: hex(0x1C3A1E), Base: hex(0x4C7A34), Light: hex(0x9CC25A), Tint: hex(0x7A9A3A), TintAmount: 0.1,
		Leaf: hex(0x3D6B2E), Pistil: [2]RGB{hex(0xD9782A), hex(0xB8551E)}, Frost: 1},
	"apple-fritters": {Shadow: hex(0x2A4A2C), Base: hex(0x6E9E52), Light: hex(0xC2DE8C), Tint: hex(0xC08AD0), TintAmount: 0.1,
		Leaf: hex(0x4E7E3A), Pistil: [2]RGB{hex(0xE09A4A), hex(0xC06A2A)}, Frost: 1.6},
	"grape-gas": {Shadow: hex(0x2A1E3E), Base: hex(0x5E4A7E), Light: hex(0xA88CC8), Tint: hex(0x4E7A3A), TintAmount: 0.3,
		Leaf: hex(0x3A4E30), Pistil: [2]RGB{hex(0xE08A3A), hex(0xC8662A)}, Frost: 1.3},
	"mimosa": {Shadow: hex(0x2E4A1E), Base: hex(0x6E9A3A), Light: hex(0xC8D870), Tint: hex(0xE0883A), TintAmount: 0.28,
		Leaf: hex(0x4A7A2E), Pistil: [2]RGB{hex(0xF08A2A), hex(0xE0601A)}, Frost: 1},
	"lime-street": {Shadow: hex(0x2E5A1E), Base: hex(0x7EB23A), Light: hex(0xD6EE7A), Tint: hex(0xB8E04A), TintAmount: 0.2,
		Leaf: hex(0x4E8A2A), Pistil: [2]RGB{hex(0xE0A040), hex(0xC87A2A)}, Frost: 1.1},
}

func products() []product {
	ps := []product{}
	bgs := map[string][2]RGB{
		"headhunter":     {hex(0xEEF1E8), hex(0xCFD8C4)},
		"apple-fritters": {hex(0xF4F0E6), hex(0xDCD2C0)},
		"grape-gas":      {hex(0xEFEBF3), hex(0xD4CBE0)},
		"mimosa":         {hex(0xFBF2E6), hex(0xEBD5BB)},
		"lime-street":    {hex(0xF1F6E8), hex(0xD6E2C4)},
	}
	for i, name := range []string{"headhunter", "apple-fritters", "grape-gas", "mimosa", "lime-street"} {
		pal, bg, seed := strains[name], bgs[name], uint64(2000+i)
		ps = append(ps, product{"product-" + name, func(c *Canvas) {
			studio(c, bg[0], bg[1])
			shadow(c, bg[1], 520, 842, 220, 32, 0.55)
			Bud(c, NewRng(seed), 500, 490, 460, 700, pal)
		}})
	}
	return append(ps,
		product{"product-headhunter-2", fanLeafPicture},
		product{"product-apple-fritters-2", func(c *Canvas) {
			bg := bgs["apple-fritters"]
			studio(c, bg[0], bg[1])
			Bud(c, NewRng(2101), 520, 560, 780, 1100, strains["apple-fritters"])
		}},
		product{"product-catskill-haze-pre-rolls", preRolls},
		product{"product-hudson-sunset-gummies", gummies},
		product{"product-valley-live-rosin", rosinJar},
		product{"product-harvest-moon-tincture", tincture},
		product{"product-river-stone-balm", balmTin},
		product{"product-hemp-rolling-kit", rollingKit},
		product{"product-farm-logo-tee", tee},
		product{"product-sun-grown-dad-hat", dadHat},
		product{"product-canvas-harvest-tote", tote},
		product{"variant-jar-small", func(c *Canvas) { budJar(c, 330, 420, 3, 2201) }},
		product{"variant-jar-large", func(c *Canvas) { budJar(c, 470, 640, 7, 2202) }},
	)
}

// studio paints a seamless paper sweep: lighter behind the subject, a little
// darker towards the floor and the corners.
func studio(c *Canvas, top, bottom RGB) {
	W, H := float64(c.W), float64(c.H)
	c.Shade(c.img.Rect, func(x, y float64) (RGB, float64) {
		col := top.Mix(bottom, smoothstep(0.25*H, 1.05*H, y))
		dx, dy := (x-0.5*W)/W, (y-0.42*H)/H
		col = col.Screen(RGB{1, 1, 1}, 0.35*math.Exp(-(dx*dx+dy*dy)*5))
		return col.Mul(1 - 0.12*smoothstep(0.35, 0.8, math.Hypot(dx, dy*0.8))), 1
	})
}

func shadow(c *Canvas, bg RGB, cx, cy, rx, ry, strength float64) {
	c.SoftFill(bg.Darken(0.55), strength, int(ry*0.7)+2, Ellipse(cx, cy, rx, ry, 0))
}

// dropShadow blurs the silhouette of polys, moved by (dx, dy).
func dropShadow(c *Canvas, bg RGB, dx, dy float64, blur int, strength float64, polys ...[]Pt) {
	moved := make([][]Pt, len(polys))
	for i, p := range polys {
		moved[i] = Xform(p, dx, dy, 0, 1)
	}
	c.SoftFill(bg.Darken(0.6), strength, blur, moved...)
}

func fanLeafPicture(c *Canvas) {
	bg := [2]RGB{hex(0xF0F2EA), hex(0xD3DCCB)}
	studio(c, bg[0], bg[1])
	leaf := FanLeaf{At: Pt{510, 640}, Ang: -math.Pi/2 - 0.1, Size: 500, N: 7, Col: hex(0x3F7534), Light: hex(0x5A9444),
		Spread: 0.43, Droop: 0.6, Petiole: 0.5, Veins: true}
	dropShadow(c, bg[1], 14, 22, 16, 0.35, leaf.Silhouette()...)
	leaf.Draw(c)
}

func preRolls(c *Canvas) {
	bg := [2]RGB{hex(0xF2EEE8), hex(0xD9D0C4)}
	studio(c, bg[0], bg[1])
	type cone struct {
		tip    Pt
		ang    float64
		len    float64
		r0, r1 float64
	}
	cones := []cone{
		{Pt{205, 520}, -0.38, 600, 21, 50},
		{Pt{225, 650}, -0.27, 620, 22, 52},
		{Pt{255, 785}, -0.16, 600, 21, 50},
	}
	outline := func(k cone) []Pt {
		d, n := polar(k.ang, 1), polar(k.ang-math.Pi/2, 1)
		end := k.tip.Add(d.Mul(k.len))
		twist := end.Add(d.Mul(k.r1 * 1.6)).Add(n.Mul(k.r1 * 0.25))
		return []Pt{k.tip.Add(n.Mul(k.r0)), end.Add(n.Mul(k.r1)), twist, end.Add(n.Mul(-k.r1)), k.tip.Add(n.Mul(-k.r0))}
	}
	for _, k := range cones {
		dropShadow(c, bg[1], 6, 26, 14, 0.4, outline(k))
	}
	for _, k := range cones {
		d, n := polar(k.ang, 1), polar(k.ang-math.Pi/2, 1)
		// shade across the cone like a cylinder lit from above
		across := func(x, y float64) float64 {
			p := Pt{x, y}.Sub(k.tip)
			along := clamp01((p.X*d.X + p.Y*d.Y) / k.len)
			return (p.X*n.X + p.Y*n.Y) / lerp(k.r0, k.r1, along)
		}
		shade := func(base RGB) func(x, y float64) (RGB, float64) {
			return func(x, y float64) (RGB, float64) {
				v := across(x, y)
				return base.Mul(0.74 + 0.26*clamp01(1-(v-0.35)*(v-0.35))), 1
			}
		}
		c.FillFunc(shade(hex(0xFBF8F2)), outline(k))
		filter := 0.16
		crutch := []Pt{k.tip.Add(n.Mul(k.r0)), k.tip.Add(d.Mul(k.len * filter)).Add(n.Mul(lerp(k.r0, k.r1, filter))),
			k.tip.Add(d.Mul(k.len * filter)).Add(n.Mul(-lerp(k.r0, k.r1, filter))), k.tip.Add(n.Mul(-k.r0))}
		c.FillFunc(shade(hex(0xC99A62)), crutch)
		// glued seam and a faint crease near the twisted end
		seamA := k.tip.Add(d.Mul(k.len * filter)).Add(n.Mul(lerp(k.r0, k.r1, filter) * 0.45))
		seamB := k.tip.Add(d.Mul(k.len * 0.98)).Add(n.Mul(k.r1 * 0.35))
		c.Fill(hex(0xD8D2C6), 0.8, Line(seamA, seamB, 2))
		// rolled card visible at the mouth end
		ell := Ellipse(k.tip.X, k.tip.Y, k.r0*0.42, k.r0, k.ang)
		c.Fill(hex(0xA77C4C), 1, ell)
		var spiral []Pt
		for t := 0.0; t < 3*2*math.Pi; t += 0.2 {
			r := t / (6 * math.Pi) * 0.9
			p := Pt{math.Cos(t) * r * k.r0 * 0.42, math.Sin(t) * r * k.r0}
			spiral = append(spiral, Xform([]Pt{p}, k.tip.X, k.tip.Y, k.ang, 1)[0])
		}
		c.Fill(hex(0x6E4E2C), 0.8, Stroke(spiral, 1.6, 1.6))
	}
}

func gummies(c *Canvas) {
	bg := [2]RGB{hex(0xFCF1E8), hex(0xEDD3C4)}
	studio(c, bg[0], bg[1])
	rng := NewRng(3001)
	colours := []RGB{hex(0xE8473C), hex(0xF27A33), hex(0xF6A73A), hex(0xF4C84A), hex(0xE8577A), hex(0xB4468A)}
	type gummy struct {
		p      Pt
		s, rot float64
		col    RGB
	}
	spots := []Pt{{390, 430}, {560, 410}, {700, 470}, {300, 540}, {470, 540}, {630, 560}, {770, 600}, {380, 660}, {550, 680}, {720, 720}, {280, 750}, {460, 790}}
	var gs []gummy
	for i, p := range spots {
		gs = append(gs, gummy{p.Add(Pt{rng.F(-15, 15), rng.F(-10, 10)}), rng.F(128, 150), rng.F(-0.5, 0.5), colours[(i*5+2)%len(colours)]})
	}
	for _, g := range gs {
		top := Xform(RoundRect(-g.s/2, -g.s/2, g.s, g.s*0.9, g.s*0.24), g.p.X, g.p.Y, g.rot, 1)
		dropShadow(c, bg[1], 4, g.s*0.3, 12, 0.35, top)
	}
	for _, g := range gs {
		top := Xform(RoundRect(-g.s/2, -g.s/2, g.s, g.s*0.9, g.s*0.24), g.p.X, g.p.Y, g.rot, 1)
		depth := g.s * 0.2
		c.Fill(g.col.Darken(0.3), 1, Hull(concat(top, Xform(top, 0, depth, 0, 1))))
		c.FillFunc(func(x, y float64) (RGB, float64) {
			v := clamp01(((x - g.p.X) + (y - g.p.Y)) / g.s)
			return g.col.Lighten(0.18).Mix(g.col.Darken(0.08), v+0.5), 1
		}, top)
		c.Fill(RGB{1, 1, 1}, 0.28, Xform(Ellipse(-g.s*0.16, -g.s*0.2, g.s*0.22, g.s*0.1, -0.5), g.p.X, g.p.Y, g.rot, 1))
		// sugar crystals
		for k := 0; k < 70; k++ {
			lp := Pt{rng.F(-0.44, 0.44) * g.s, rng.F(-0.42, 0.4) * g.s}
			if rng.Float64() < 0.25 {
				lp.Y = rng.F(0.4, 0.58) * g.s
			}
			q := Xform([]Pt{lp}, g.p.X, g.p.Y, g.rot, 1)[0]
			r := rng.F(1.4, 3.2)
			c.Fill(RGB{1, 0.99, 0.96}, rng.F(0.45, 0.85), Ellipse(q.X, q.Y, r, r*0.8, rng.F(0, 3)))
		}
	}
}

func rosinJar(c *Canvas) {
	bg := [2]RGB{hex(0xF3EEE6), hex(0xDCCFBF)}
	studio(c, bg[0], bg[1])
	cx, top, bot, rx, ry := 470.0, 470.0, 720.0, 200.0, 54.0
	// lid lying on its back behind the jar
	lx, ly := 770.0, 520.0
	shadow(c, bg[1], lx+10, ly+40, 150, 34, 0.5)
	c.Fill(hex(0x1E1E22), 1, Hull(concat(Ellipse(lx, ly, 140, 40, 0), Ellipse(lx, ly+34, 140, 40, 0))))
	c.FillFunc(func(x, y float64) (RGB, float64) {
		return hex(0x2C2C32).Mix(hex(0x44444C), clamp01((x-lx+140)/280)), 1
	}, Ellipse(lx, ly, 140, 40, 0))
	c.Fill(hex(0x141418), 1, Ellipse(lx, ly+2, 122, 32, 0))
	shadow(c, bg[1], cx+10, bot+30, rx+30, 40, 0.6)
	body := Hull(concat(Ellipse(cx, top, rx, ry, 0), Ellipse(cx, bot, rx, ry, 0)))
	c.Fill(RGB{0.86, 0.9, 0.92}, 0.35, body)
	// amber concentrate with a glossy, domed surface
	lvl := 600.0
	in := rx - 14
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := clamp01((y - lvl) / (bot - lvl))
		h := clamp01(1 - math.Abs(x-cx+60)/in)
		return hex(0xE8A33A).Mix(hex(0x9A4E10), v*0.8).Screen(hex(0xFFE0A0), 0.35*h), 1
	}, Hull(concat(Ellipse(cx, lvl, in, ry-10, 0), Ellipse(cx, bot-8, in, ry-10, 0))))
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := clamp01(math.Hypot((x-cx+40)/in, (y-lvl+8)/(ry-10)))
		return hex(0xFFD27A).Mix(hex(0xD98A24), v), 1
	}, Ellipse(cx, lvl, in, ry-10, 0))
	c.Fill(RGB{1, 0.98, 0.9}, 0.75, Ellipse(cx-70, lvl-12, 60, 9, -0.08))
	c.Fill(RGB{1, 0.98, 0.9}, 0.6, Ellipse(cx+60, lvl+10, 20, 5, 0.1))
	c.Fill(hex(0xB86A1A), 0.5, Stroke(Arc(cx+10, lvl+2, in*0.55, (ry-10)*0.5, 0, 0.3, 2.6, 24), 4, 1))
	// glass: rim, thick base, highlights and edges
	c.Fill(RGB{1, 1, 1}, 0.5, Stroke(append(Ellipse(cx, top, rx, ry, 0), Pt{cx + rx, top}), 5, 5))
	c.Fill(RGB{0.7, 0.76, 0.8}, 0.4, Stroke(Arc(cx, top, rx-10, ry-8, 0, 0, math.Pi, 40), 3, 3))
	c.Fill(RGB{1, 1, 1}, 0.35, Hull(concat(Arc(cx, bot-8, rx-6, ry-8, 0, 0, math.Pi, 30), Arc(cx, bot, rx, ry, 0, 0, math.Pi, 30))))
	c.Fill(RGB{1, 1, 1}, 0.55, Stroke([]Pt{{cx - rx + 36, top + 60}, {cx - rx + 36, bot + 10}}, 16, 12))
	c.Fill(RGB{1, 1, 1}, 0.4, Stroke([]Pt{{cx - rx + 66, top + 70}, {cx - rx + 66, bot + 20}}, 5, 4))
	c.Fill(RGB{1, 1, 1}, 0.3, Stroke([]Pt{{cx + rx - 40, top + 60}, {cx + rx - 40, bot}}, 8, 6))
	c.Fill(RGB{0.55, 0.6, 0.64}, 0.5, Stroke([]Pt{{cx - rx, top}, {cx - rx, bot}}, 3, 3))
	c.Fill(RGB{0.55, 0.6, 0.64}, 0.5, Stroke([]Pt{{cx + rx, top}, {cx + rx, bot}}, 3, 3))
	c.Fill(RGB{0.55, 0.6, 0.64}, 0.5, Stroke(Arc(cx, bot, rx, ry, 0, 0, math.Pi, 40), 3, 3))
}

func tincture(c *Canvas) {
	bg := [2]RGB{hex(0xF1EEE9), hex(0xD8CFC2)}
	studio(c, bg[0], bg[1])
	cx := 500.0
	shadow(c, bg[1], cx+12, 858, 160, 30, 0.6)
	// glass body with shoulders and neck
	bw, nw := 250.0, 92.0
	body := concat(
		[]Pt{{cx - nw/2, 350}, {cx + nw/2, 350}},
		Cubic(Pt{cx + nw/2, 380}, Pt{cx + nw/2, 420}, Pt{cx + bw/2, 410}, Pt{cx + bw/2, 470}, 16),
		Arc(cx+bw/2-30, 830, 30, 30, 0, 0, math.Pi/2, 8),
		Arc(cx-bw/2+30, 830, 30, 30, 0, math.Pi/2, math.Pi, 8),
		Cubic(Pt{cx - bw/2, 470}, Pt{cx - bw/2, 410}, Pt{cx - nw/2, 420}, Pt{cx - nw/2, 380}, 16),
	)
	glass := func(dark, light RGB) func(x, y float64) (RGB, float64) {
		return func(x, y float64) (RGB, float64) {
			v := (x - cx) / (bw / 2)
			return dark.Mix(light, clamp01(1-math.Abs(v+0.25)*1.1)), 1
		}
	}
	c.FillFunc(glass(hex(0x4A2208), hex(0xA8561A)), body)
	// label
	lt, lb := 540.0, 770.0
	lw := bw + 2
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := (x - cx) / (lw / 2)
		return cream.Mul(0.8 + 0.2*clamp01(1-math.Abs(v+0.25))), 1
	}, Rect(cx-lw/2, lt, lw, lb-lt))
	c.Fill(forest, 1, Rect(cx-lw/2, lt+12, lw, 16))
	Logo(c.Fill, cx, lt+88, 92, forest, cream)
	for i, w := range []float64{150, 110, 130} {
		y := lt + 160 + float64(i)*20
		c.Fill(hex(0x8C8478), 1, RoundRect(cx-w/2, y, w, 9, 4))
	}
	// highlights on the glass
	c.Fill(RGB{1, 0.95, 0.85}, 0.35, Stroke([]Pt{{cx - bw/2 + 36, 480}, {cx - bw/2 + 36, 530}}, 14, 14))
	c.Fill(RGB{1, 0.95, 0.85}, 0.35, Stroke([]Pt{{cx - bw/2 + 36, 785}, {cx - bw/2 + 36, 815}}, 14, 10))
	c.Fill(RGB{1, 0.95, 0.85}, 0.3, Stroke(Cubic(Pt{cx - nw/2 + 10, 395}, Pt{cx - nw/2 + 8, 420}, Pt{cx - bw/2 + 40, 420}, Pt{cx - bw/2 + 30, 460}, 12), 8, 8))
	// ribbed black collar and rubber bulb
	c.FillFunc(glass(hex(0x111114), hex(0x4A4A52)), RoundRect(cx-62, 262, 124, 100, 10))
	for i := 0; i < 7; i++ {
		x := cx - 50 + float64(i)*16.6
		c.Fill(hex(0x0A0A0C), 0.7, Rect(x, 270, 3, 84))
	}
	bulb := concat(Arc(cx, 150, 40, 40, 0, math.Pi, 2*math.Pi, 24), []Pt{{cx + 40, 262}, {cx - 40, 262}})
	c.FillFunc(glass(hex(0x141416), hex(0x55555E)), bulb)
	c.Fill(hex(0x1A1A1E), 1, RoundRect(cx-50, 242, 100, 26, 8))
	// a drop of oil beside the bottle
	drop := leaflet(Pt{cx + 230, 846}, -math.Pi/2, 80, 66, 0)
	shadow(c, bg[1], cx+232, 850, 38, 8, 0.4)
	c.FillFunc(func(x, y float64) (RGB, float64) {
		return hex(0xD98A2A).Mix(hex(0x7A3A0A), clamp01((y-770)/80)), 1
	}, drop)
	c.Fill(RGB{1, 1, 1}, 0.7, Ellipse(cx+217, 812, 7, 13, 0.2))
}

func balmTin(c *Canvas) {
	bg := [2]RGB{hex(0xEEF0EC), hex(0xCFD5CF)}
	studio(c, bg[0], bg[1])
	metal := func(cx, rx float64) func(x, y float64) (RGB, float64) {
		return func(x, y float64) (RGB, float64) {
			v := (x - cx) / rx
			t := 0.5 + 0.5*math.Cos(v*3.2+0.9)
			return hex(0x7E868C).Mix(hex(0xE6EAEC), t), 1
		}
	}
	// lid propped up behind the tin, face towards us
	lx, ly, lr := 640.0, 430.0, 180.0
	shadow(c, bg[1], lx+20, ly+lr+10, lr*0.9, 26, 0.5)
	c.FillFunc(metal(lx+12, lr), Ellipse(lx+12, ly+4, lr*0.95, lr, 0))
	c.FillFunc(metal(lx, lr), Ellipse(lx, ly, lr*0.95, lr, 0))
	c.Fill(forest, 1, Ellipse(lx, ly, lr*0.72, lr*0.76, 0))
	c.Fill(cream, 1, Stroke(append(Ellipse(lx, ly, lr*0.66, lr*0.7, 0), Pt{lx + lr*0.66, ly}), 3, 3))
	Logo(c.Fill, lx, ly-12, 150, cream, forest)
	for i, w := range []float64{120, 80} {
		c.Fill(cream, 0.8, RoundRect(lx-w/2, ly+62+float64(i)*18, w, 8, 4))
	}
	// open tin in front
	cx, top, rx, ry, h := 420.0, 640.0, 220.0, 84.0, 78.0
	shadow(c, bg[1], cx+14, top+h+20, rx+20, 44, 0.65)
	c.FillFunc(metal(cx, rx), Hull(concat(Ellipse(cx, top, rx, ry, 0), Ellipse(cx, top+h, rx, ry, 0))))
	c.FillFunc(metal(cx+30, rx), Ellipse(cx, top, rx, ry, 0))
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := math.Hypot((x-cx+50)/rx, (y-top+10)/ry)
		return hex(0xF6E9C4).Mix(hex(0xDCC590), clamp01(v)), 1
	}, Ellipse(cx, top+6, rx-14, ry-10, 0))
	for i := 0; i < 3; i++ {
		r := 40 + float64(i)*42
		c.Fill(hex(0xC9B07A), 0.35, Stroke(Arc(cx+10, top+8, r, r*0.38, 0, 0.2+float64(i), 2.6+float64(i), 24), 3, 1))
	}
	c.Fill(RGB{1, 1, 1}, 0.5, Ellipse(cx-80, top-14, 46, 10, -0.1))
}

func rollingKit(c *Canvas) {
	bg := [2]RGB{hex(0xF1EEE6), hex(0xD7CEBE)}
	studio(c, bg[0], bg[1])
	cx, cy, w, h, rot := 500.0, 540.0, 700.0, 480.0, -0.06
	local := func(x, y float64) Pt {
		s, co := math.Sincos(-rot)
		dx, dy := x-cx, y-cy
		return Pt{dx*co - dy*s, dx*s + dy*co}
	}
	tray := Xform(RoundRect(-w/2, -h/2, w, h, 40), cx, cy, rot, 1)
	dropShadow(c, bg[1], 10, 24, 22, 0.45, tray)
	wood := func(base RGB) func(x, y float64) (RGB, float64) {
		return func(x, y float64) (RGB, float64) {
			p := local(x, y)
			grain := 0.5 + 0.5*math.Sin(p.Y/9+2.2*math.Sin(p.X/140)+0.8*math.Sin(p.X/37))
			return base.Mul(0.92 + 0.1*grain), 1
		}
	}
	c.FillFunc(wood(hex(0xC99A63)), tray)
	inner := Xform(RoundRect(-w/2+30, -h/2+30, w-60, h-60, 24), cx, cy, rot, 1)
	c.FillFunc(func(x, y float64) (RGB, float64) {
		col, _ := wood(hex(0xB8864F))(x, y)
		p := local(x, y)
		edge := math.Min(p.Y+h/2-30, p.X+w/2-30)
		return col.Mul(0.8 + 0.2*smoothstep(0, 26, edge)), 1
	}, inner)
	// booklet of papers with a leaf pulled out
	bx, by, bw, bh, br := 430.0, 520.0, 330.0, 190.0, 0.1
	book := Xform(RoundRect(-bw/2, -bh/2, bw, bh, 8), bx, by, br, 1)
	dropShadow(c, hex(0x8A5A30), 6, 12, 10, 0.5, book)
	c.Fill(RGB{0.98, 0.97, 0.94}, 1, Xform(Rect(-bw/2+20, -bh/2-56, bw-40, 80), bx, by, br, 1))
	c.Fill(hex(0xE0DBD0), 1, Xform(Rect(-bw/2+20, -bh/2-56, bw-40, 3), bx, by, br, 1))
	c.Fill(RGB{0.96, 0.95, 0.92}, 1, book)
	cover := Xform(RoundRect(-bw/2, -bh/2+10, bw, bh-10, 8), bx, by, br, 1)
	c.Fill(hex(0xA8784A), 1, cover)
	c.Fill(forest, 1, Xform(Rect(-bw/2, bh/2-52, bw, 26), bx, by, br, 1))
	for i := 0; i < 3; i++ {
		c.Fill(hex(0xE8E2D6), 1, Xform(Rect(-bw/2+4, -bh/2+12+float64(i)*4, bw-8, 1.6), bx, by, br, 1))
	}
	lc := Xform([]Pt{{-bw/2 + 78, -6}}, bx, by, br, 1)[0]
	Logo(c.Fill, lc.X, lc.Y, 90, cream, hex(0xA8784A))
	for i, l := range []float64{120, 84} {
		c.Fill(cream, 0.85, Xform(RoundRect(-10, -26+float64(i)*20, l, 9, 4), bx, by, br, 1))
	}
	// a few rolled filter tips
	for i := 0; i < 3; i++ {
		tx, ty := 700.0+float64(i)*10, 420.0+float64(i)*62
		tip := Xform(RoundRect(-70, -16, 140, 32, 6), tx, ty, 0.35, 1)
		dropShadow(c, hex(0x8A5A30), 4, 8, 6, 0.45, tip)
		c.Fill(hex(0xF3E9D6), 1, tip)
		end := Xform([]Pt{{70, 0}}, tx, ty, 0.35, 1)[0]
		c.Fill(hex(0xD9C8A8), 1, Ellipse(end.X, end.Y, 7, 16, 0.35))
		c.Fill(hex(0x9A8466), 0.8, Stroke(Arc(end.X, end.Y, 4, 9, 0.35, 0, 5, 14), 1.5, 1.5))
	}
}

func tee(c *Canvas) {
	bg := [2]RGB{hex(0xF0EEE8), hex(0xD6D0C6)}
	studio(c, bg[0], bg[1])
	right := []Pt{{575, 190}, {700, 230}, {850, 360}, {775, 450}, {700, 395}, {705, 840}}
	var left []Pt
	for i := len(right) - 1; i >= 0; i-- {
		left = append(left, Pt{1000 - right[i].X, right[i].Y})
	}
	neck := Cubic(Pt{425, 190}, Pt{445, 260}, Pt{555, 260}, Pt{575, 190}, 20)
	shirt := concat(reversed(neck), right, []Pt{{500, 846}}, left)
	dropShadow(c, bg[1], 8, 18, 16, 0.4, shirt)
	c.FillFunc(func(x, y float64) (RGB, float64) {
		g := func(px, py, r float64) float64 {
			dx, dy := (x-px)/r, (y-py)/r
			return math.Exp(-dx*dx - dy*dy)
		}
		k := 1 - 0.1*g(300, 420, 70) - 0.1*g(700, 420, 70) - 0.06*g(420, 700, 120) + 0.06*g(560, 560, 160) - 0.05*smoothstep(600, 850, y)
		return forest.Mul(k), 1
	}, shirt)
	backNeck := concat(Cubic(Pt{425, 190}, Pt{450, 210}, Pt{550, 210}, Pt{575, 190}, 16), reversed(neck))
	c.Fill(forest.Darken(0.35), 1, backNeck)
	c.Fill(forest.Darken(0.15), 1, Stroke(neck, 16, 16))
	c.Fill(forest.Lighten(0.1), 0.6, Stroke(Cubic(Pt{425, 182}, Pt{445, 252}, Pt{555, 252}, Pt{575, 182}, 20), 3, 3))
	// sleeve and hem stitching
	stitch := func(a, b Pt) {
		d := b.Sub(a)
		l := math.Hypot(d.X, d.Y)
		for t := 0.0; t < l; t += 14 {
			c.Fill(forest.Darken(0.25), 0.8, Line(a.Add(d.Mul(t/l)), a.Add(d.Mul(math.Min(l, t+8)/l)), 2.2))
		}
	}
	stitch(Pt{835, 380}, Pt{768, 436})
	stitch(Pt{165, 380}, Pt{232, 436})
	stitch(Pt{300, 822}, Pt{700, 822})
	Logo(c.Fill, 500, 400, 150, RGB{0.97, 0.96, 0.92}, forest)
}

// dadHat draws an unstructured cap in three-quarter view, bill to the left.
func dadHat(c *Canvas) {
	bg := [2]RGB{hex(0xEFF0EA), hex(0xD2D6CC)}
	studio(c, bg[0], bg[1])
	khaki := hex(0xC7B48A)
	b := Pt{560, 600} // centre of the head opening
	rx, ry := 240.0, 48.0
	onBase := func(a float64) Pt { return Pt{b.X + rx*math.Cos(a), b.Y + ry*math.Sin(a)} }
	shadow(c, bg[1], 470, 700, 340, 46, 0.55)
	crown := concat(Arc(b.X, b.Y, rx, 250, 0, math.Pi, 2*math.Pi, 60), Arc(b.X, b.Y, rx, ry, 0, 0, math.Pi, 30))
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := math.Hypot((x-b.X+120)/300, (y-b.Y+190)/300)
		return khaki.Lighten(0.2).Mix(khaki.Darken(0.22), clamp01(v)), 1
	}, crown)
	// panel seams from the button down to the band
	top := Pt{b.X - 20, b.Y - 248}
	for _, a := range []float64{2.2, 1.45, 0.7} {
		end := onBase(a)
		ctrl := Pt{lerp(top.X, end.X, 0.5) + (end.X-b.X)*0.45, b.Y - 170}
		c.Fill(khaki.Darken(0.3), 0.7, Stroke(Quad(top, ctrl, end, 24), 3.5, 3))
	}
	c.Fill(khaki.Darken(0.15), 1, Ellipse(top.X, top.Y+2, 20, 10, 0))
	c.Fill(khaki.Lighten(0.15), 1, Ellipse(top.X-4, top.Y, 12, 5, 0))
	for _, e := range []Pt{{470, 410}, {650, 400}} {
		c.Fill(khaki.Darken(0.35), 1, Ellipse(e.X, e.Y, 5, 6, 0))
	}
	// embroidered logo: a raised edge, then thread with a satin-stitch texture
	thread := func(col RGB, alpha float64, polys ...[]Pt) {
		moved := make([][]Pt, len(polys))
		for i, p := range polys {
			moved[i] = Xform(p, 1.5, 2.5, 0, 1)
		}
		c.Fill(khaki.Darken(0.45), 0.45, moved...)
		c.FillFunc(func(x, y float64) (RGB, float64) {
			t := 0.5 + 0.5*math.Sin((x*0.8+y*0.55)*1.3)
			return col.Mul(0.86 + 0.2*t), alpha
		}, polys...)
	}
	Logo(thread, 460, 480, 130, forest, khaki.Lighten(0.08))
	// the bill sticks out of the front of the band, towards the lower left
	a0, a1 := 0.95, 3.45
	var inner, outer []Pt
	for i := 0; i <= 60; i++ {
		a := lerp(a0, a1, float64(i)/60)
		p := onBase(a)
		k := math.Sin(math.Pi * float64(i) / 60)
		inner = append(inner, p)
		outer = append(outer, p.Add(Pt{-230 * k, 70 * k}))
	}
	bill := concat(inner, reversed(outer))
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := clamp01((x - 150) / 450)
		return khaki.Darken(0.12).Mix(khaki.Lighten(0.08), v), 1
	}, bill)
	for _, f := range []float64{0.8, 0.62, 0.44} {
		var line []Pt
		for i := 6; i <= 54; i++ {
			t := float64(i) / 60
			k := math.Sin(math.Pi * t)
			line = append(line, onBase(lerp(a0, a1, t)).Add(Pt{-230 * k * f, 70 * k * f}))
		}
		for i := 0; i+1 < len(line); i += 2 {
			c.Fill(khaki.Darken(0.38), 0.75, Line(line[i], line[i+1], 2.2))
		}
	}
	c.Fill(khaki.Darken(0.3), 0.6, Stroke(inner, 5, 5))
}

func tote(c *Canvas) {
	bg := [2]RGB{hex(0xEEF0EC), hex(0xD0D4CE)}
	studio(c, bg[0], bg[1])
	canvas := hex(0xE9DDC2)
	strap := canvas.Darken(0.08)
	// back strap, then body, then front strap
	c.Fill(strap.Darken(0.12), 1, Stroke(Cubic(Pt{390, 345}, Pt{385, 110}, Pt{615, 110}, Pt{610, 345}, 40), 38, 38))
	body := concat([]Pt{{265, 330}, {735, 330}}, Arc(725, 840, 30, 30, 0, 0, math.Pi/2, 8), Arc(275, 840, 30, 30, 0, math.Pi/2, math.Pi, 8))
	dropShadow(c, bg[1], 10, 20, 18, 0.45, body)
	c.FillFunc(func(x, y float64) (RGB, float64) {
		k := 1 - 0.06*smoothstep(500, 880, y) - 0.05*math.Exp(-math.Pow((x-330)/50, 2)) + 0.04*math.Exp(-math.Pow((x-620)/90, 2))
		return canvas.Mul(k), 1
	}, body)
	c.Fill(canvas.Darken(0.06), 1, Rect(262, 330, 476, 46))
	for x := 275.0; x < 725; x += 16 {
		c.Fill(canvas.Darken(0.3), 0.7, Line(Pt{x, 366}, Pt{x + 9, 366}, 2))
	}
	front := Stroke(Cubic(Pt{350, 372}, Pt{345, 90}, Pt{655, 90}, Pt{650, 372}, 40), 40, 40)
	c.Fill(strap, 1, front)
	for _, off := range []float64{-14, 14} {
		line := Cubic(Pt{350 + off, 372}, Pt{345 + off, 90 + off}, Pt{655 - off, 90 + off}, Pt{650 - off, 372}, 60)
		for i := 0; i+1 < len(line); i += 2 {
			c.Fill(canvas.Darken(0.3), 0.7, Line(line[i], line[i+1], 2))
		}
	}
	for _, x := range []float64{350, 650} {
		box := Rect(x-20, 384, 40, 40)
		c.Fill(canvas.Darken(0.3), 0.6, Stroke(append(box, box[0]), 2, 2))
		c.Fill(canvas.Darken(0.3), 0.6, Line(box[0], box[2], 2))
		c.Fill(canvas.Darken(0.3), 0.6, Line(box[1], box[3], 2))
	}
	Logo(c.Fill, 500, 600, 230, forest, canvas)
}

// budJar draws a glass jar of w x h with a black lid and a small (n <= 3)
// or a large pile of buds inside.
func budJar(c *Canvas, w, h float64, n int, seed uint64) {
	bg := [2]RGB{hex(0xEFF1EA), hex(0xD1D8C8)}
	studio(c, bg[0], bg[1])
	rng := NewRng(seed)
	cx, bot := 500.0, 500+h/2+40
	top := bot - h
	shadow(c, bg[1], cx+10, bot+6, w*0.62, 26, 0.6)
	body := RoundRect(cx-w/2, top+h*0.1, w, h*0.9, w*0.14)
	c.Fill(RGB{0.9, 0.94, 0.94}, 0.45, body)
	pal := strains["headhunter"]
	// buds piled up in rows from the bottom; the upper rows are drawn first
	// so the lower ones sit in front of them
	bs := w * 0.36
	if n <= 3 {
		bs = w * 0.4
	}
	bh := bs * 1.3
	perRow := []int{3, 2, 2} // buds per row, bottom first
	if n <= 3 {
		perRow = []int{2, 1}
	}
	type spot struct{ x, y float64 }
	var spots []spot
	for r, k := range perRow {
		y := bot - w*0.05 - bh/2 - float64(r)*bh*0.72
		for j := 0; j < k; j++ {
			fx := 0.0
			if k > 1 {
				fx = (float64(j)/float64(k-1) - 0.5) * (0.56 - 0.18*float64(3-k))
			}
			fx += []float64{0, 0.05, -0.07}[r%3] // stagger the rows
			spots = append(spots, spot{cx + fx*w + rng.F(-6, 6), y + rng.F(-6, 6)})
		}
	}
	for i := len(spots) - 1; i >= 0; i-- {
		s := spots[i]
		Bud(c, NewRng(seed*10+uint64(i)), s.x, s.y, bs*rng.F(0.92, 1.04), bh*rng.F(0.92, 1), pal)
	}
	// glass front
	c.Fill(RGB{1, 1, 1}, 0.5, Stroke([]Pt{{cx - w*0.36, top + h*0.2}, {cx - w*0.36, bot - h*0.08}}, w*0.06, w*0.04))
	c.Fill(RGB{1, 1, 1}, 0.35, Stroke([]Pt{{cx - w*0.27, top + h*0.22}, {cx - w*0.27, bot - h*0.12}}, w*0.015, w*0.012))
	c.Fill(RGB{1, 1, 1}, 0.3, Stroke([]Pt{{cx + w*0.38, top + h*0.2}, {cx + w*0.38, bot - h*0.1}}, w*0.03, w*0.02))
	c.Fill(RGB{0.5, 0.58, 0.6}, 0.45, Stroke(append(body, body[0]), 3, 3))
	c.Fill(RGB{1, 1, 1}, 0.35, RoundRect(cx-w/2+6, bot-18, w-12, 12, 6))
	// lid
	lid := RoundRect(cx-w*0.44, top-h*0.02, w*0.88, h*0.14, 10)
	c.FillFunc(func(x, y float64) (RGB, float64) {
		v := (x - cx) / (w * 0.44)
		return hex(0x1A1A1E).Mix(hex(0x4A4A52), clamp01(1-math.Abs(v+0.3))), 1
	}, lid)
	for x := cx - w*0.4; x < cx+w*0.42; x += 12 {
		c.Fill(hex(0x0C0C0E), 0.6, Rect(x, top+h*0.01, 3, h*0.1))
	}
}
