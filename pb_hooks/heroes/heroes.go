// Package heroes is the home page's hero videos: the public list, the staff routes and
// their positions.
package heroes

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/files"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// videoUploadTimeout lets a 500 MB upload finish over a slow (about 1 MB/s) link; the
// server's own read timeout (5 minutes) would cut it off.
const videoUploadTimeout = 15 * time.Minute

// heroVideoToJSON renders hero videos whose "upload" relation is expanded: the video's
// address, type and poster are its upload's.
func heroVideoToJSON(rec *core.Record) catalog.HeroVideo {
	hero := catalog.Answer[catalog.HeroVideo](&catalog.HeroVideoSchema, rec)
	if upload := rec.ExpandedOne("upload"); upload != nil {
		hero.VideoPath = media.URL(upload)
	}
	hero.VideoType = catalog.AsHeroVideo(rec).VideoType()
	hero.PosterPath = adminapi.OptionalText(rec, "posterPath")
	return hero
}

// heroVideosToJSON renders a page of hero videos, their uploads loaded in one query.
func heroVideosToJSON(app core.App, records []*core.Record) ([]catalog.HeroVideo, error) {
	if failed := app.ExpandRecords(records, []string{"upload"}, nil); len(failed) > 0 {
		return nil, failed["upload"]
	}
	out := make([]catalog.HeroVideo, len(records))
	for i, rec := range records {
		out[i] = heroVideoToJSON(rec)
	}
	return out, nil
}

const heroVideoOrder = "position ASC, createdAt ASC"

func Register(app core.App, public publicapi.Routes, staff *router.RouterGroup[*core.RequestEvent], maxVideoBytes int64) {
	public.JSON(api.HeroVideos, []string{catalog.HeroVideosCollection}, func(e *core.RequestEvent) (any, error) {
		records := []*core.Record{}
		q := e.App.RecordQuery(catalog.HeroVideosCollection).AndWhere(dbx.HashExp{catalog.HeroVideoFieldActive: true}).OrderBy("position ASC", "createdAt ASC", "id ASC")
		if err := q.All(&records); err != nil {
			return nil, err
		}
		return heroVideosToJSON(e.App, records)
	})

	videos := &adminapi.Resource{
		Name:         api.HeroVideosResource,
		Collection:   catalog.HeroVideosCollection,
		What:         "Hero video",
		SearchFields: []string{"title", "description"},
		DefaultSort:  heroVideoOrder,
		ToJSON: func(app core.App, records []*core.Record) ([]any, error) {
			items, err := heroVideosToJSON(app, records)
			out := make([]any, len(items))
			for i := range items {
				out[i] = catalog.StaffHeroVideo{HeroVideo: items[i], CopyReview: catalog.CopyReviewOf(records[i])}
			}
			return out, err
		},
		Body:       heroVideoBody,
		CopyReview: true,
		ReadOnly:   true, // added by uploading (POST /upload-video)
		Remove: func(tx core.App, _ *core.RequestEvent, hero *core.Record) error {
			return deleteHeroVideoWithUpload(tx, hero)
		},
	}
	staff.POST(api.StaffHeroVideosReindex, reindexHeroVideos)
	videos.Register(staff)
	staff.POST(api.StaffVideoUpload, func(e *core.RequestEvent) error {
		return uploadHeroVideo(e, maxVideoBytes)
	}).Bind(apis.BodyLimit(maxVideoBytes + 16<<20))
}

// heroVideoBody are the fields staff change of a hero video.
var heroVideoBody = web.SchemaBody(&catalog.HeroVideoSchema)

// reindexHeroVideos renumbers the videos 1..n in their current order.
func reindexHeroVideos(e *core.RequestEvent) error {
	type moved struct {
		ID       string `json:"id"`
		Position int    `json:"position"`
	}
	updated := []moved{}
	before := []*core.Record{}
	if err := e.App.RecordQuery(catalog.HeroVideosCollection).All(&before); err != nil {
		return err
	}
	defer copycheck.First(e.App, false, before...)()
	err := e.App.RunInTransaction(func(tx core.App) error {
		records := []*core.Record{}
		if err := tx.RecordQuery(catalog.HeroVideosCollection).OrderBy("position ASC", "createdAt ASC", "id ASC").All(&records); err != nil {
			return err
		}
		for i, rec := range records {
			if catalog.AsHeroVideo(rec).Position() == i+1 {
				continue
			}
			catalog.AsHeroVideo(rec).SetPosition(i + 1)
			if err := tx.Save(rec); err != nil {
				return err
			}
			updated = append(updated, moved{rec.Id, i + 1})
		}
		return nil
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"updatedPositions": updated})
}

// uploadHeroVideo streams multipart videoFile (at most maxVideoBytes) to storage and records it as the hero
// video at position (1-6), replacing the one there. Send the text fields before the
// file so a bad position is refused before any upload.
func uploadHeroVideo(e *core.RequestEvent, maxVideoBytes int64) error {
	rc := http.NewResponseController(e.Response)
	if err := errors.Join(rc.SetReadDeadline(time.Now().Add(videoUploadTimeout)), rc.SetWriteDeadline(time.Now().Add(videoUploadTimeout))); err != nil {
		e.App.Logger().Warn("video upload keeps the server's timeouts", "error", err)
	}

	mr, err := e.Request.MultipartReader()
	if err != nil {
		return web.BadRequest(catalog.MsgNoFileSelected)
	}
	fields := map[string]string{}
	var video *media.StreamedVideo
	fail := func(err error) error {
		if video != nil {
			_ = video.Discard(e.App)
		}
		return err
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fail(web.BadRequest("Could not read the upload"))
		}
		if part.FormName() != "videoFile" {
			value, _ := io.ReadAll(io.LimitReader(part, 4096))
			fields[part.FormName()] = strings.TrimSpace(string(value))
			part.Close()
			continue
		}
		if part.FileName() == "" || video != nil {
			part.Close()
			continue
		}
		if raw, sent := fields["position"]; sent {
			if _, valid := parseHeroPosition(raw); !valid {
				return web.BadRequest(catalog.HeroPositionMessage)
			}
		}
		video, err = media.StreamVideo(e.Request.Context(), e.App, part, part.FileName(), maxVideoBytes)
		part.Close()
		switch {
		case errors.Is(err, media.ErrInvalidVideoType):
			return web.APIError(http.StatusBadRequest, catalog.MsgInvalidFileType, map[string]any{"detail": catalog.MsgVideoTypeHint})
		case errors.Is(err, media.ErrVideoTooLarge):
			return web.APIError(http.StatusRequestEntityTooLarge, catalog.MsgFileTooLarge, map[string]any{"detail": "The maximum size is 500MB."})
		case files.IsStorageFull(err):
			return web.APIError(http.StatusInsufficientStorage, "The server's storage is full: the video was not saved", nil)
		case err != nil:
			e.App.Logger().Warn("video upload failed", "error", err)
			return web.BadRequest("Could not store the upload")
		}
	}
	if video == nil {
		return web.BadRequest(catalog.MsgNoFileSelected)
	}
	position, valid := parseHeroPosition(fields["position"])
	if !valid {
		return fail(web.BadRequest(catalog.HeroPositionMessage))
	}
	title := fields["title"]
	if title == "" {
		title = "Video " + strconv.Itoa(position)
	}
	if utf8.RuneCountInString(title) > 200 || utf8.RuneCountInString(fields["description"]) > 2000 {
		return fail(web.BadRequest("Title must be at most 200 characters and description at most 2000"))
	}

	var hero *core.Record
	release := copycheck.First(e.App, false, heroVideoOf(e.App, VideoFields{Title: title, Description: fields["description"]}))
	defer release()
	err = e.App.RunInTransaction(func(tx core.App) error {
		upload, err := video.Commit(tx)
		if err != nil {
			return err
		}
		hero, err = ReplaceAt(tx, position, upload, VideoFields{
			Title: title, Description: fields["description"], VideoType: video.VideoType,
		})
		return err
	})
	if err != nil {
		return fail(err)
	}
	items, err := heroVideosToJSON(e.App, []*core.Record{hero})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, map[string]any{
		"success": true,
		"message": "Video uploaded successfully",
		"video":   items[0],
	})
}

func parseHeroPosition(raw string) (int, bool) {
	v, err := strconv.ParseFloat(strings.TrimSpace(raw), 64)
	if err != nil || !catalog.IsHeroPosition(v) {
		return 0, false
	}
	return int(v), true
}
