/*
 * The plain C + Cairo baseline for ptable's benchmarks: it draws a scene that ptable laid out
 * (`ptable … --format json`) with Cairo and the bundled fonts, exactly as ptable's
 * CairoRenderer does, and saves it with Cairo's own writers (cairo_surface_write_to_png,
 * the PDF and SVG surfaces). Single-threaded, as a minimal program would be.
 *
 *   baseline png  FONTS SCENE.json OUT.png SCALE
 *   baseline pdf  FONTS SCENE.json OUT.pdf
 *   baseline svg  FONTS SCENE.json OUT.svg
 *   baseline tiles FONTS OUTDIR SCENE.json...    (one PNG per scene, scale 1)
 */
#include "json.h"

#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FT_Library library;
static const char *fonts_folder;
static struct { char *file; cairo_font_face_t *face; } faces[16];
static int face_count;

static cairo_font_face_t *font_face(const char *file) {
    for (int i = 0; i < face_count; i++)
        if (strcmp(faces[i].file, file) == 0) return faces[i].face;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", fonts_folder, file);
    FT_Face ft;
    if (FT_New_Face(library, path, 0, &ft) != 0) { fprintf(stderr, "cannot load %s\n", path); exit(1); }
    cairo_font_face_t *face = cairo_ft_font_face_create_for_ft_face(ft, FT_LOAD_NO_HINTING);
    faces[face_count].file = strdup(file);
    faces[face_count++].face = face;
    return face;
}

static int set_color(cairo_t *cr, const char *hex) {
    if (!hex || hex[0] != '#') return 0;
    unsigned r, g, b, a = 255;
    if (strlen(hex) == 9) sscanf(hex + 1, "%2x%2x%2x%2x", &r, &g, &b, &a);
    else sscanf(hex + 1, "%2x%2x%2x", &r, &g, &b);
    cairo_set_source_rgba(cr, r / 255.0, g / 255.0, b / 255.0, a / 255.0);
    return 1;
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double radius) {
    double r = fmin(fmax(radius, 0), fmin(w, h) / 2);
    if (r <= 0) { cairo_rectangle(cr, x, y, w, h); return; }
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void draw_rect(cairo_t *cr, const json_value *n) {
    double w = json_number(n, "width", 0), h = json_number(n, "height", 0), sw = json_number(n, "strokeWidth", 0);
    if (w <= 0 || h <= 0) return;
    const char *fill = json_string(n, "fill"), *stroke = sw > 0 ? json_string(n, "stroke") : NULL;
    if (!fill && !stroke) return;
    cairo_new_path(cr);
    rounded_rect(cr, json_number(n, "x", 0), json_number(n, "y", 0), w, h, json_number(n, "cornerRadius", 0));
    if (set_color(cr, fill)) cairo_fill_preserve(cr);
    if (set_color(cr, stroke)) {
        cairo_set_line_width(cr, sw);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        const json_value *dash = json_get(n, "strokeDash");
        if (dash && dash->kind == JSON_ARRAY && dash->count > 0) {
            double lengths[16];
            size_t count = dash->count < 16 ? dash->count : 16;
            for (size_t i = 0; i < count; i++) lengths[i] = dash->items[i]->number;
            cairo_set_dash(cr, lengths, (int)count, 0);
        }
        cairo_stroke_preserve(cr);
        cairo_set_dash(cr, NULL, 0, 0);
    }
    cairo_new_path(cr);
}

static void draw_line(cairo_t *cr, const json_value *n) {
    double width = json_number(n, "width", 0);
    if (width <= 0) return;
    cairo_new_path(cr);
    cairo_move_to(cr, json_number(n, "x1", 0), json_number(n, "y1", 0));
    cairo_line_to(cr, json_number(n, "x2", 0), json_number(n, "y2", 0));
    set_color(cr, json_string(n, "color"));
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_stroke(cr);
}

static void draw_text(cairo_t *cr, const json_value *n) {
    const char *text = json_string(n, "text"), *anchor = json_string(n, "anchor");
    double size = json_number(n, "fontSize", 0), x = json_number(n, "x", 0), width = json_number(n, "measuredWidth", 0);
    if (!text || !*text || size <= 0) return;
    if (anchor && strcmp(anchor, "middle") == 0) x -= width / 2;
    if (anchor && strcmp(anchor, "end") == 0) x -= width;
    cairo_set_font_face(cr, font_face(json_string(json_get(n, "font"), "file")));
    cairo_set_font_size(cr, size);
    set_color(cr, json_string(n, "color"));
    cairo_new_path(cr);
    cairo_move_to(cr, x, json_number(n, "y", 0));
    cairo_show_text(cr, text);
    cairo_new_path(cr);
}

static void draw_nodes(cairo_t *cr, const json_value *nodes) {
    for (size_t i = 0; nodes && i < nodes->count; i++) {
        const json_value *n = nodes->items[i];
        const char *kind = json_string(n, "kind");
        if (!kind) continue;
        if (strcmp(kind, "group") == 0) {
            cairo_save(cr);
            cairo_translate(cr, json_number(n, "x", 0), json_number(n, "y", 0));
            draw_nodes(cr, json_get(n, "children"));
            cairo_restore(cr);
        } else if (strcmp(kind, "rect") == 0) draw_rect(cr, n);
        else if (strcmp(kind, "line") == 0) draw_line(cr, n);
        else if (strcmp(kind, "text") == 0) draw_text(cr, n);
    }
}

static void draw_scene(cairo_surface_t *surface, const json_value *scene, double scale) {
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
    if (set_color(cr, json_string(scene, "background"))) cairo_paint(cr);
    draw_nodes(cr, json_get(scene, "nodes"));
    cairo_destroy(cr);
}

static json_value *load_scene(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(1); }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    rewind(file);
    char *text = malloc(length + 1);
    text[fread(text, 1, length, file)] = 0;
    fclose(file);
    json_value *scene = json_parse(text);
    if (!scene) { fprintf(stderr, "%s: not a scene\n", path); exit(1); }
    return scene;
}

static void write_png(const json_value *scene, const char *out, double scale) {
    int width = (int)lround(json_number(scene, "width", 0) * scale);
    int height = (int)lround(json_number(scene, "height", 0) * scale);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    draw_scene(surface, scene, scale);
    if (cairo_surface_write_to_png(surface, out) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot write %s\n", out); exit(1); }
    cairo_surface_destroy(surface);
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: baseline png|pdf|svg|tiles FONTS …\n"); return 64; }
    fonts_folder = argv[2];
    FT_Init_FreeType(&library);
    const char *mode = argv[1];
    if (strcmp(mode, "tiles") == 0) {
        char path[4096];
        for (int i = 4; i < argc; i++) {
            const char *name = strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
            snprintf(path, sizeof path, "%s/%.*s.png", argv[3], (int)(strlen(name) - 5), name);
            write_png(load_scene(argv[i]), path, 1);
        }
        return 0;
    }
    json_value *scene = load_scene(argv[3]);
    double width = json_number(scene, "width", 0), height = json_number(scene, "height", 0);
    if (strcmp(mode, "png") == 0 && argc == 6) {
        write_png(scene, argv[4], atof(argv[5]));
    } else if (strcmp(mode, "pdf") == 0 && argc == 5) {
        cairo_surface_t *surface = cairo_pdf_surface_create(argv[4], width, height);
        draw_scene(surface, scene, 1);
        cairo_surface_destroy(surface);
    } else if (strcmp(mode, "svg") == 0 && argc == 5) {
        cairo_surface_t *surface = cairo_svg_surface_create(argv[4], width, height);
        draw_scene(surface, scene, 1);
        cairo_surface_destroy(surface);
    } else {
        fprintf(stderr, "usage: baseline png FONTS SCENE OUT SCALE | pdf|svg FONTS SCENE OUT | tiles FONTS OUTDIR SCENE…\n");
        return 64;
    }
    return 0;
}
