package hooks

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// videoUploadTimeout lets a 500 MB upload finish over a slow (about 1 MB/s) link; the
// server's own read timeout (5 minutes) would cut it off.
const videoUploadTimeout = 15 * time.Minute

// maxHeroVideoBytes is the spec's 500MB (a variable so tests can lower it).
var maxHeroVideoBytes int64 = media.MaxVideoBytes

func heroVideoToJSON(rec *core.Record) catalog.HeroVideo {
	return catalog.HeroVideo{
		ID:          rec.Id,
		Title:       rec.GetString("title"),
		Description: rec.GetString("description"),
		VideoPath:   rec.GetString("videoPath"),
		VideoType:   rec.GetString("videoType"),
		PosterPath:  optionalText(rec, "posterPath"),
		Position:    rec.GetInt("position"),
		Active:      rec.GetBool("active"),
		CreatedAt:   isoTime(rec, "createdAt"),
		UpdatedAt:   isoTime(rec, "updatedAt"),
	}
}

func findHeroVideos(app core.App, where dbx.Expression) ([]catalog.HeroVideo, error) {
	records := []*core.Record{}
	q := app.RecordQuery(catalog.HeroVideosCollection).OrderBy("position ASC", "createdAt ASC", "id ASC")
	if where != nil {
		q.AndWhere(where)
	}
	if err := q.All(&records); err != nil {
		return nil, err
	}
	out := make([]catalog.HeroVideo, len(records))
	for i, rec := range records {
		out[i] = heroVideoToJSON(rec)
	}
	return out, nil
}

func registerHeroes(app core.App, public publicRoutes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.json("/api/hero-videos", []string{catalog.HeroVideosCollection}, func(e *core.RequestEvent) (any, error) {
		return findHeroVideos(e.App, dbx.HashExp{"active": true})
	})

	staff.GET("/hero-videos", func(e *core.RequestEvent) error {
		videos, err := findHeroVideos(e.App, nil)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]any{"videos": videos, "timestamp": time.Now().UTC().Format(time.RFC3339Nano)})
	})
	staff.PATCH("/hero-videos/{id}", updateHeroVideo)
	staff.DELETE("/hero-videos/{id}", func(e *core.RequestEvent) error {
		rec, err := findRecordOr404(e.App, catalog.HeroVideosCollection, e.Request.PathValue("id"), "Hero video")
		if err != nil {
			return err
		}
		if err := deleteHeroVideo(e.App, rec); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, heroVideoToJSON(rec))
	})
	staff.POST("/hero-videos/reindex", reindexHeroVideos)
	staff.POST("/upload-video", uploadHeroVideo).Bind(apis.BodyLimit(maxHeroVideoBytes + 16<<20))
}

func updateHeroVideo(e *core.RequestEvent) error {
	rec, err := findRecordOr404(e.App, catalog.HeroVideosCollection, e.Request.PathValue("id"), "Hero video")
	if err != nil {
		return err
	}
	body, err := readJSONBody(e)
	if err != nil {
		return err
	}
	if problems := applyBody(rec, body, heroVideoBody); problems.Any() {
		return validationError(problems)
	}
	if err := e.App.Save(rec); err != nil {
		return saveError(err)
	}
	return e.JSON(http.StatusOK, heroVideoToJSON(rec))
}

// heroVideoBody are the fields staff change of a hero video.
var heroVideoBody = []bodyField{
	{name: "active", kind: boolValue, typeMessage: "Must be true or false"},
	{name: "position", kind: requiredNumberValue, typeMessage: catalog.HeroPositionMessage, nullMessage: catalog.HeroPositionMessage},
	{name: "title", kind: textValue, typeMessage: "Title is required"},
	{name: "description", kind: textValue, typeMessage: "Must be text"},
}

// reindexHeroVideos renumbers the videos 1..n in their current order.
func reindexHeroVideos(e *core.RequestEvent) error {
	type moved struct {
		ID       string `json:"id"`
		Position int    `json:"position"`
	}
	updated := []moved{}
	err := e.App.RunInTransaction(func(tx core.App) error {
		records := []*core.Record{}
		if err := tx.RecordQuery(catalog.HeroVideosCollection).OrderBy("position ASC", "createdAt ASC", "id ASC").All(&records); err != nil {
			return err
		}
		for i, rec := range records {
			if rec.GetInt("position") == i+1 {
				continue
			}
			rec.Set("position", i+1)
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

// deleteHeroVideo removes the entry and the upload it plays.
func deleteHeroVideo(app core.App, rec *core.Record) error {
	return app.RunInTransaction(func(tx core.App) error {
		if err := tx.Delete(rec); err != nil {
			return err
		}
		name, ok := media.StoragePathOf(rec.GetString("videoPath"))
		if !ok {
			return nil
		}
		upload, err := findUploadByStoragePath(tx, name)
		if err != nil {
			return nil // the file is already gone
		}
		return tx.Delete(upload)
	})
}

// uploadHeroVideo streams multipart videoFile to storage and records it as the hero
// video at position (1-6), replacing the one there. Send the text fields before the
// file so a bad position is refused before any upload.
func uploadHeroVideo(e *core.RequestEvent) error {
	rc := http.NewResponseController(e.Response)
	if err := errors.Join(rc.SetReadDeadline(time.Now().Add(videoUploadTimeout)), rc.SetWriteDeadline(time.Now().Add(videoUploadTimeout))); err != nil {
		e.App.Logger().Warn("video upload keeps the server's timeouts", "error", err)
	}

	mr, err := e.Request.MultipartReader()
	if err != nil {
		return web.BadRequest("No file selected")
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
				return web.BadRequest("Position must be between 1 and 6")
			}
		}
		video, err = media.StreamVideo(e.Request.Context(), e.App, part, part.FileName(), maxHeroVideoBytes)
		part.Close()
		switch {
		case errors.Is(err, media.ErrInvalidVideoType):
			return web.APIError(http.StatusBadRequest, "Invalid file type", map[string]any{"detail": "Please select a video file (MP4, MOV, or WEBM)..."})
		case errors.Is(err, media.ErrVideoTooLarge):
			return web.APIError(http.StatusRequestEntityTooLarge, "File too large", map[string]any{"detail": "The maximum size is 500MB."})
		case isStorageFull(err):
			return web.APIError(http.StatusInsufficientStorage, "The server's storage is full: the video was not saved", nil)
		case err != nil:
			e.App.Logger().Warn("video upload failed", "error", err)
			return web.BadRequest("Could not store the upload")
		}
	}
	if video == nil {
		return web.BadRequest("No file selected")
	}
	position, valid := parseHeroPosition(fields["position"])
	if !valid {
		return fail(web.BadRequest("Position must be between 1 and 6"))
	}
	title := fields["title"]
	if title == "" {
		title = "Video " + strconv.Itoa(position)
	}
	if utf8.RuneCountInString(title) > 200 || utf8.RuneCountInString(fields["description"]) > 2000 {
		return fail(web.BadRequest("Title must be at most 200 characters and description at most 2000"))
	}

	var hero *core.Record
	err = e.App.RunInTransaction(func(tx core.App) error {
		replaced, err := tx.FindRecordsByFilter(catalog.HeroVideosCollection, "position = {:p}", "", 0, 0, dbx.Params{"p": position})
		if err != nil {
			return err
		}
		for _, old := range replaced {
			if err := deleteHeroVideo(tx, old); err != nil {
				return err
			}
		}
		upload, err := video.Commit(tx)
		if err != nil {
			return err
		}
		collection, err := tx.FindCachedCollectionByNameOrId(catalog.HeroVideosCollection)
		if err != nil {
			return err
		}
		hero = core.NewRecord(collection)
		hero.Load(map[string]any{
			"title": title, "description": fields["description"], "videoPath": media.URL(upload),
			"videoType": video.VideoType, "position": position, "active": true,
		})
		return tx.Save(hero)
	})
	if err != nil {
		return fail(err)
	}
	return e.JSON(http.StatusCreated, map[string]any{
		"success": true,
		"message": "Video uploaded successfully",
		"video":   heroVideoToJSON(hero),
	})
}

func parseHeroPosition(raw string) (int, bool) {
	v, err := strconv.ParseFloat(strings.TrimSpace(raw), 64)
	if err != nil || !catalog.IsHeroPosition(v) {
		return 0, false
	}
	return int(v), true
}
