package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/jpeg"
	"math"
	"mime/multipart"
	"net/http"
	"sync"
)

// largePhoto draws a 4000x3000 JPEG of 2-4.5 MB: gradients, waves and grain, as much
// detail per pixel as a sharp outdoor photo. Each n gives a different picture.
func largePhoto(n int) ([]byte, error) {
	const w, h = 4000, 3000
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	phase := float64(n) * 0.7
	columns, rows := make([]float64, w), make([]float64, h)
	for x := range columns {
		columns[x] = 40*math.Sin(float64(x)/(37+float64(n))+phase) + 25*math.Sin(float64(x)/5.3)
	}
	for y := range rows {
		rows[y] = 30*math.Sin(float64(y)/(53+float64(n))-phase) + 60*float64(y)/h
	}
	grain := uint32(n)*2654435761 + 1
	amplitude := uint32(10 + 2*n) // more grain, bigger files: the ten span the size range
	for y := 0; y < h; y++ {
		line := img.Y[y*img.YStride : y*img.YStride+w]
		for x := range line {
			grain ^= grain << 13
			grain ^= grain >> 17
			grain ^= grain << 5
			v := 90 + columns[x] + rows[y] + float64(grain%amplitude)
			line[x] = uint8(min(max(v, 0), 255))
		}
	}
	for y := 0; y < h/2; y++ {
		for x := 0; x < w/2; x++ {
			i := y*img.CStride + x
			img.Cb[i] = uint8(128 + 40*math.Sin(float64(x+y)/(300+float64(20*n))))
			img.Cr[i] = uint8(128 + 40*math.Cos(float64(x-y)/(400+float64(10*n))+phase))
		}
	}
	var out bytes.Buffer
	err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 90})
	return out.Bytes(), err
}

// largePhotos draws count photos, two at a time.
func largePhotos(count int) ([][]byte, error) {
	photos, errs := make([][]byte, count), make([]error, count)
	turns := make(chan struct{}, 2)
	var wg sync.WaitGroup
	for i := range photos {
		wg.Add(1)
		turns <- struct{}{}
		go func() {
			defer wg.Done()
			photos[i], errs[i] = largePhoto(i)
			<-turns
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return photos, nil
}

// uploadPhoto stores a photo through the staff upload, as the back office does, and
// returns its /uploads/ URL.
func uploadPhoto(baseURL, token, name string, photo []byte) (string, error) {
	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	part, err := form.CreateFormFile("image", name)
	if err != nil {
		return "", err
	}
	part.Write(photo)
	form.Close()
	req, err := http.NewRequest(http.MethodPost, baseURL+"/api/admin/upload", &body)
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", form.FormDataContentType())
	asTheBackOffice(req, baseURL, token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var answer struct{ URL, Message string }
	json.NewDecoder(res.Body).Decode(&answer)
	if res.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("uploading %s (%d bytes): %s %s", name, len(photo), res.Status, answer.Message)
	}
	return answer.URL, nil
}
