package main

var (
	greenPlants = PlantPalette{Dark: hex(0x1F4A2A), Mid: hex(0x3C7A3A), Light: hex(0x7DB451), Cola: hex(0x9DC064), Pistil: hex(0xD9863A)}
	warmPlants  = PlantPalette{Dark: hex(0x294A22), Mid: hex(0x517E32), Light: hex(0xA9BE50), Cola: hex(0xB8C46A), Pistil: hex(0xE0903A)}
	duskPlants  = PlantPalette{Dark: hex(0x142C20), Mid: hex(0x264A32), Light: hex(0x4F7245), Cola: hex(0x6C8A52), Pistil: hex(0xB86A3A)}
	fallPlants  = PlantPalette{Dark: hex(0x34481F), Mid: hex(0x6A8434), Light: hex(0xB3B456), Cola: hex(0xC2BC78), Pistil: hex(0xC0602A)}
	mistPlants  = PlantPalette{Dark: hex(0x2A4A34), Mid: hex(0x4D7650), Light: hex(0x86A97A), Cola: hex(0xA4BC86), Pistil: hex(0xC98A52)}
)

// base is a clear summer morning; every scene overrides what makes it distinct.
func base(seed uint64) Scene {
	return Scene{
		Seed:   seed,
		SkyTop: hex(0x4F8FD6), SkyMid: hex(0x9CC7EC), SkyLow: hex(0xE6EFF0),
		SunX: 0.8, SunY: 0.18, SunR: 0.035, SunCol: hex(0xFFF2D0), Glow: 0.4, SunDisc: 1,
		Clouds: 5, CloudLit: RGB{1, 1, 1}, CloudShade: hex(0xC9D6E2), CloudAlpha: 0.92,
		Haze:      hex(0xC9DCE6),
		Mountains: 2, Hills: 1,
		MountainCol: hex(0x56789A), HillCol: hex(0x4E7F45), TreeCol: hex(0x2E5A2E),
		HorizonY: 0.53, FieldTop: 0.585, VanishX: 0.5,
		Crop: CropCannabis, Plants: greenPlants,
		Soil: hex(0x5A4030), Grass: hex(0x7D8F48),
		BarnX: 0.14, GreenhouseX: 0.66,
		Vignette: 0.28, DarkenBottom: 0.22,
	}
}

func farmScenes() []Scene {
	dawn := base(101)
	dawn.SkyTop, dawn.SkyMid, dawn.SkyLow = hex(0x5B6FA8), hex(0xE3A3A4), hex(0xFFD6A8)
	dawn.SunX, dawn.SunY, dawn.SunCol, dawn.Glow = 0.24, 0.5, hex(0xFFD29A), 0.75
	dawn.Clouds, dawn.CloudLit, dawn.CloudShade = 4, hex(0xFFE1D0), hex(0xB98FA6)
	dawn.Haze, dawn.MountainCol, dawn.HillCol = hex(0xE6BDB5), hex(0x6E78A6), hex(0x5A7A5C)
	dawn.River, dawn.Hills, dawn.HorizonY, dawn.FieldTop = true, 1, 0.57, 0.64
	dawn.Grade, dawn.GradeAmt = hex(0xFFE6E0), 0.3
	dawn.Plants, dawn.Fog = mistPlants, 0.35
	dawn.VanishX = 0.45

	morning := base(202)
	morning.Barn, morning.Trees = true, true
	morning.BarnX = 0.12
	morning.VanishX, morning.RowSpacing = 0.75, 0.16

	noon := base(303)
	noon.SkyTop, noon.SkyMid, noon.SkyLow = hex(0x2B6CC2), hex(0x6CA6DF), hex(0xD2E6F2)
	noon.SunX, noon.SunY, noon.SunR, noon.Glow = 0.66, 0.06, 0.03, 0.3
	noon.Clouds = 8
	noon.Haze = hex(0xBCD4E6)
	noon.Greenhouses, noon.GreenhouseX = true, 0.08
	noon.HorizonY, noon.FieldTop = 0.51, 0.565
	noon.Soil, noon.Grass = hex(0x6A4A34), hex(0x8A9A4A)

	golden := base(404)
	golden.SkyTop, golden.SkyMid, golden.SkyLow = hex(0x6C8FC0), hex(0xF0C07E), hex(0xFFD88E)
	golden.SunX, golden.SunY, golden.SunCol, golden.Glow = 0.8, 0.4, hex(0xFFC766), 0.85
	golden.Clouds, golden.CloudLit, golden.CloudShade = 4, hex(0xFFF0D8), hex(0xD9A088)
	golden.Haze, golden.MountainCol, golden.HillCol = hex(0xEFC48E), hex(0x7A7292), hex(0x5D7A3E)
	golden.Barn, golden.Trees, golden.BarnX = true, true, 0.1
	golden.Plants, golden.Grass = warmPlants, hex(0x968E48)
	golden.Grade, golden.GradeAmt = hex(0xFFE2B8), 0.35
	golden.VanishX = 0.38

	dusk := base(505)
	dusk.SkyTop, dusk.SkyMid, dusk.SkyLow = hex(0x2E2E62), hex(0x8C5080), hex(0xF39C6A)
	dusk.SunX, dusk.SunY, dusk.SunCol, dusk.Glow, dusk.SunDisc = 0.34, 0.52, hex(0xFF9E5E), 0.7, 0
	dusk.Clouds, dusk.CloudLit, dusk.CloudShade, dusk.CloudAlpha = 5, hex(0xF7A98A), hex(0x6E4A78), 0.85
	dusk.Haze, dusk.MountainCol, dusk.HillCol, dusk.TreeCol = hex(0xB07890), hex(0x3C3C64), hex(0x2C4638), hex(0x1E3326)
	dusk.Plants, dusk.Soil, dusk.Grass = duskPlants, hex(0x3A2A26), hex(0x45503A)
	dusk.Greenhouses, dusk.GreenhouseX = true, 0.62
	dusk.DarkenBottom, dusk.Vignette = 0.3, 0.35
	dusk.HorizonY, dusk.FieldTop, dusk.Dim = 0.57, 0.625, 0.4

	overcast := base(606)
	overcast.SkyTop, overcast.SkyMid, overcast.SkyLow = hex(0x8994A2), hex(0xB4BDC6), hex(0xD6DBDC)
	overcast.Glow, overcast.SunDisc = 0.12, 0
	overcast.Clouds, overcast.Overcast, overcast.CloudLit, overcast.CloudShade, overcast.CloudAlpha = 9, true, hex(0xE2E5E8), hex(0x9AA3AE), 0.8
	overcast.Haze, overcast.MountainCol, overcast.HillCol = hex(0xC3CACD), hex(0x66788A), hex(0x55704F)
	overcast.Greenhouses, overcast.GreenhouseX = true, 0.05
	overcast.Plants = mistPlants
	overcast.Trees = true
	overcast.VanishX, overcast.RowSpacing = -0.25, 0.2

	afternoon := base(707)
	afternoon.SkyTop, afternoon.SkyMid, afternoon.SkyLow = hex(0x4A86C5), hex(0xA9CBE5), hex(0xF1E3C6)
	afternoon.SunX, afternoon.SunY, afternoon.SunCol, afternoon.Glow = 0.16, 0.24, hex(0xFFE8B8), 0.5
	afternoon.Clouds = 4
	afternoon.River, afternoon.Trees, afternoon.FieldTop = true, true, 0.6
	afternoon.Haze = hex(0xD2DCDC)
	afternoon.Plants = warmPlants
	afternoon.VanishX, afternoon.RowSpacing = 0.3, 0.17

	mist := base(808)
	mist.SkyTop, mist.SkyMid, mist.SkyLow = hex(0xA3B6C4), hex(0xD6DCD8), hex(0xF0EADA)
	mist.SunX, mist.SunY, mist.SunCol, mist.Glow, mist.SunDisc = 0.55, 0.3, hex(0xFFF0D0), 0.55, 0.55
	mist.Clouds = 0
	mist.Haze, mist.MountainCol, mist.HillCol = hex(0xE2E2D8), hex(0x7C8CA0), hex(0x5E7C60)
	mist.Mountains, mist.Hills = 3, 2
	mist.Trees, mist.Fog = true, 0.65
	mist.HorizonY, mist.FieldTop = 0.5, 0.555
	mist.Plants = mistPlants
	mist.VanishX = 0.5

	evening := base(909)
	evening.SkyTop, evening.SkyMid, evening.SkyLow = hex(0x3C6E9E), hex(0xE4B48E), hex(0xF8CF96)
	evening.SunX, evening.SunY, evening.SunCol, evening.Glow = 0.52, 0.43, hex(0xFFC07A), 0.75
	evening.Clouds, evening.CloudLit, evening.CloudShade = 3, hex(0xFFE6CC), hex(0xC48A8A)
	evening.Haze, evening.MountainCol, evening.HillCol = hex(0xE6B894), hex(0x5E5E84), hex(0x4A6A3A)
	evening.Barn, evening.Greenhouses, evening.BarnX, evening.GreenhouseX = true, true, 0.08, 0.7
	evening.Plants, evening.Grass = warmPlants, hex(0x7A7A44)
	evening.Grade, evening.GradeAmt = hex(0xFFE0C0), 0.25
	evening.HorizonY, evening.FieldTop, evening.Dim = 0.5, 0.555, 0.1

	autumn := base(1010)
	autumn.SkyTop, autumn.SkyMid, autumn.SkyLow = hex(0x5C8BC2), hex(0xB6D0E4), hex(0xF3E4C6)
	autumn.SunX, autumn.SunY, autumn.Glow = 0.24, 0.2, 0.45
	autumn.Clouds = 5
	autumn.Haze, autumn.HillCol, autumn.TreeCol = hex(0xDCD6C8), hex(0x6E7A3E), hex(0x4E5A2A)
	autumn.Trees, autumn.Autumn, autumn.Barn, autumn.BarnX = true, true, true, 0.72
	autumn.Plants, autumn.Grass = fallPlants, hex(0x9A8A4A)
	autumn.VanishX, autumn.RowSpacing = 1.35, 0.22

	return []Scene{dawn, morning, noon, golden, dusk, overcast, afternoon, mist, evening, autumn}
}

// fallbackScenes are calm, mostly generic pictures for blog posts whose own
// picture fails to load.
func fallbackScenes() []Scene {
	valley := base(1101)
	valley.SkyTop, valley.SkyMid, valley.SkyLow = hex(0x8FA9C4), hex(0xDCE2DE), hex(0xF4E9D6)
	valley.SunX, valley.SunY, valley.Glow, valley.SunDisc = 0.3, 0.36, 0.5, 0.6
	valley.Clouds, valley.Haze = 2, hex(0xE4E2D8)
	valley.River, valley.Mountains, valley.Hills = true, 3, 1
	valley.Crop, valley.Grass, valley.Fog, valley.HayBales = CropMeadow, hex(0x7C9458), 0.25, 5

	hills := base(1202)
	hills.Crop, hills.Grass, hills.HayBales = CropMeadow, hex(0x6E9A48), 7
	hills.Barn, hills.BarnX, hills.Trees = true, 0.62, true
	hills.Hills = 2

	sunset := base(1303)
	sunset.SkyTop, sunset.SkyMid, sunset.SkyLow = hex(0x5A6FA0), hex(0xEBB08A), hex(0xFFD49A)
	sunset.SunX, sunset.SunY, sunset.SunCol, sunset.Glow = 0.62, 0.42, hex(0xFFC27A), 0.8
	sunset.Clouds, sunset.CloudLit, sunset.CloudShade = 3, hex(0xFFE8D0), hex(0xC8908C)
	sunset.Haze, sunset.MountainCol = hex(0xEAC0A0), hex(0x6A6A90)
	sunset.Plants, sunset.Trees = warmPlants, true
	sunset.Grade, sunset.GradeAmt = hex(0xFFE4C8), 0.25

	blue := base(1404)
	blue.SkyTop, blue.SkyMid, blue.SkyLow = hex(0x2F3E6E), hex(0x7C7EA8), hex(0xE8B4A0)
	blue.SunX, blue.SunY, blue.SunCol, blue.Glow, blue.SunDisc = 0.7, 0.52, hex(0xFFB088), 0.5, 0
	blue.Clouds, blue.CloudLit, blue.CloudShade = 3, hex(0xE8B8B0), hex(0x5E5E86)
	blue.Haze, blue.MountainCol, blue.HillCol, blue.TreeCol = hex(0xA88EA6), hex(0x3E4470), hex(0x33503E), hex(0x22382A)
	blue.Crop, blue.FieldTop, blue.Hills = CropWater, 0.58, 1

	grey := base(1505)
	grey.SkyTop, grey.SkyMid, grey.SkyLow = hex(0x9AA6B2), hex(0xC4CBD0), hex(0xE0E2E0)
	grey.Glow, grey.SunDisc, grey.Clouds, grey.Overcast = 0.15, 0, 6, true
	grey.CloudLit, grey.CloudShade, grey.CloudAlpha = hex(0xE8EAEC), hex(0xA4ACB6), 0.75
	grey.Haze, grey.Plants, grey.Greenhouses, grey.GreenhouseX = hex(0xCBD0D0), mistPlants, true, 0.6

	return []Scene{valley, hills, sunset, blue, grey}
}

// goldenFieldScene is the first blog post's "sun over a field".
func goldenFieldScene() Scene {
	s := base(1601)
	s.SkyTop, s.SkyMid, s.SkyLow = hex(0x6A86B8), hex(0xF2BE7C), hex(0xFFD890)
	s.SunX, s.SunY, s.SunR, s.SunCol, s.Glow = 0.5, 0.4, 0.045, hex(0xFFC870), 0.95
	s.Clouds, s.CloudLit, s.CloudShade = 3, hex(0xFFF0D8), hex(0xD8A08A)
	s.Haze, s.MountainCol, s.HillCol = hex(0xF0C48C), hex(0x7A7090), hex(0x5D7A3E)
	s.Plants, s.Grass, s.Trees = warmPlants, hex(0x968E48), true
	s.Grade, s.GradeAmt = hex(0xFFE2B8), 0.3
	s.DarkenBottom = 0.1
	return s
}
