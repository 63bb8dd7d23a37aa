package urlpattern

import (
	"fmt"
	"strings"
)

// A route table of realistic REST routes for the List tests and the
// benchmarks: versioned resources with their collection, item and nested
// routes, a few with a numeric id as a regexp group, static files under a
// wildcard, and some bound to a host.

var routeResources = []string{
	"users", "orders", "products", "invoices", "customers", "payments", "carts", "reviews", "categories", "shipments",
	"accounts", "sessions", "tokens", "webhooks", "events", "teams", "projects", "issues", "comments", "files",
	"folders", "messages", "notifications", "subscriptions", "plans",
}

// routeShapes are the routes of one resource, with "R" for its name.
var routeShapes = []string{
	"/api/VER/R",
	"/api/VER/R/:id",
	"/api/VER/R/:id/edit",
	"/api/VER/R/:id/history",
	"/api/VER/R/:id/items",
	"/api/VER/R/:id/items/:itemId",
	"/api/VER/R/search",
	"/api/VER/R/export.:format",
	"/api/VER/R/:id/attachments/*",
	"/api/VER/R/by-date/:year(\\d+)/:month(\\d+)",
}

// routeTable returns n routes as pattern inputs: pathnames, some with a
// hostname.
func routeTable(n int) []Init {
	var routes []Init
	for v := 1; len(routes) < n; v++ {
		for _, r := range routeResources {
			for si, shape := range routeShapes {
				if len(routes) == n {
					return routes
				}
				path := strings.NewReplacer("VER", fmt.Sprintf("v%d", v), "R", r).Replace(shape)
				init := Init{Pathname: ptr(path)}
				if si == 3 {
					init.Hostname = ptr("admin.example.com")
				}
				routes = append(routes, init)
			}
		}
	}
	return routes
}

// routeURLs returns URLs drawn from the route table: about two thirds
// match a route, the rest do not (a version or resource that does not
// exist, a wrong host, a non-numeric year).
func routeURLs(n, versions int) []string {
	var urls []string
	for i := 0; len(urls) < n; i++ {
		r := routeResources[i%len(routeResources)]
		v := 1 + i%versions
		var path string
		switch i % 12 {
		case 0:
			path = fmt.Sprintf("/api/v%d/%s", v, r)
		case 1:
			path = fmt.Sprintf("/api/v%d/%s/%d", v, r, 1000+i)
		case 2:
			path = fmt.Sprintf("/api/v%d/%s/%d/items/%d", v, r, i, i*7)
		case 3:
			path = fmt.Sprintf("/api/v%d/%s/search?q=x%d", v, r, i)
		case 4:
			path = fmt.Sprintf("/api/v%d/%s/export.json", v, r)
		case 5:
			path = fmt.Sprintf("/api/v%d/%s/%d/attachments/2024/report-%d.pdf", v, r, i, i)
		case 6:
			path = fmt.Sprintf("/api/v%d/%s/by-date/2024/%02d", v, r, 1+i%12)
		case 7:
			path = fmt.Sprintf("/api/v%d/%s/%d/edit", v, r, i)
		case 8: // no such version
			path = fmt.Sprintf("/api/v%d/%s/%d", versions+7, r, i)
		case 9: // no such resource
			path = fmt.Sprintf("/api/v%d/unknown%d/%d", v, i, i)
		case 10: // not a number
			path = fmt.Sprintf("/api/v%d/%s/by-date/year/%d", v, r, i)
		case 11: // the history route wants the admin host
			path = fmt.Sprintf("/api/v%d/%s/%d/history", v, r, i)
		}
		urls = append(urls, "https://www.example.com"+path)
	}
	return urls
}
