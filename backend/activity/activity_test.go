package activity

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

func collection(name string, fields ...core.Field) *core.Collection {
	c := core.NewBaseCollection(name)
	c.Fields.Add(fields...)
	c.Fields.Add(&core.AutodateField{Name: "updatedAt", OnCreate: true, OnUpdate: true})
	return c
}

func TestChangesLeaveOutSecretsAndVisitorsWords(t *testing.T) {
	staff := collection("staff", &core.TextField{Name: "username"}, &core.PasswordField{Name: "password"},
		&core.TextField{Name: "totpSecret"}, &core.JSONField{Name: "recoveryCodes"}, &core.TextField{Name: "apiToken"})
	before := core.NewRecord(staff)
	before.Load(map[string]any{"username": "sam", "totpSecret": "JBSWY3DPEHPK3PXP", "recoveryCodes": []string{"a1", "b2"}, "apiToken": "t0"})
	before.SetPassword("old-password-1")
	after := before.Fresh()
	after.Load(map[string]any{"username": "samuel", "totpSecret": "KRSXG5CTMVRXEZLU", "recoveryCodes": []string{"c3"}, "apiToken": "t1"})
	after.SetPassword("new-password-2")
	after.Set("updatedAt", "2026-01-01 00:00:00.000Z")

	changes := Changes(before, after)
	raw, _ := json.Marshal(changes)
	for _, secret := range []string{"JBSWY3DPEHPK3PXP", "KRSXG5CTMVRXEZLU", "a1", "c3", "new-password-2", "old-password-1", "t0", "t1", "$2a$"} {
		if strings.Contains(string(raw), secret) {
			t.Errorf("the changes hold %q: %s", secret, raw)
		}
	}
	for _, field := range []string{"password", "totpSecret", "recoveryCodes", "apiToken"} {
		if changes[field].Hidden != HiddenSecret {
			t.Errorf("%s: %+v", field, changes[field])
		}
	}
	if c := changes["username"]; c.Before != "sam" || c.After != "samuel" {
		t.Errorf("username: %+v", c)
	}
	if _, listed := changes["updatedAt"]; listed {
		t.Error("the automatic date is listed")
	}

	messages := collection("contact_messages", &core.TextField{Name: "name"}, &core.TextField{Name: "message"}, &core.BoolField{Name: "read"})
	msg := core.NewRecord(messages)
	msg.Load(map[string]any{"name": "Jo", "message": "Call me at 555-0100", "read": true})
	created := Changes(nil, msg)
	if created["message"].Hidden != HiddenPersonal || created["name"].Hidden != HiddenPersonal || created["read"].After != true {
		t.Errorf("a visitor's message: %+v", created)
	}
}

func TestChangesAreBounded(t *testing.T) {
	posts := collection("blog_posts", &core.TextField{Name: "content"}, &core.JSONField{Name: "images"}, &core.NumberField{Name: "thc"})
	before := core.NewRecord(posts)
	before.Load(map[string]any{"content": "short", "images": []string{"/uploads/a.jpg"}})
	after := before.Fresh()
	after.Load(map[string]any{"content": strings.Repeat("é", MaxTextRunes+50), "images": []string{strings.Repeat("x", MaxJSONBytes)}, "thc": 21.5})
	changes := Changes(before, after)
	if c := changes["content"]; !c.Truncated || len([]rune(c.After.(string))) != MaxTextRunes+1 || c.Before != "short" {
		t.Errorf("a long text: %+v", c)
	}
	if c := changes["images"]; !c.Truncated || !strings.HasSuffix(c.After.(string), "bytes)") {
		t.Errorf("a large JSON value: %+v", c)
	}
	if c := changes["thc"]; c.After != 21.5 || c.Truncated {
		t.Errorf("a number: %+v", c)
	}
	if len(Changes(after, after.Fresh())) != 0 {
		t.Error("a save of the same values lists changes")
	}
}

func TestTheBudgetCountsWhatItLeavesOut(t *testing.T) {
	b := &Budget{PerWindow: 2, Window: time.Hour}
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for i, want := range []bool{true, true, false, false, false} {
		if write, _ := b.Take("", now); write != want {
			t.Errorf("entry %d: write = %v", i, write)
		}
	}
	if write, _ := b.Take("account", now); !write {
		t.Error("an account has its own allowance")
	}
	write, leftOut := b.Take("", now.Add(time.Hour))
	if !write || leftOut != 3 {
		t.Errorf("the next window: write %v, left out %d", write, leftOut)
	}
	if _, leftOut := b.Take("", now.Add(time.Hour)); leftOut != 0 {
		t.Errorf("said once: %d", leftOut)
	}
}
