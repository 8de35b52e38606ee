//! Property tests of the sheet geometry, checked exhaustively over many papers, cards, bleeds,
//! gutters and marks (no proptest dependency: the space is small enough to walk).

use super::*;

const PAPERS: [(f32, f32); 8] = [
    (210.0, 297.0),
    (297.0, 210.0),
    (215.9, 279.4),
    (279.4, 215.9),
    (100.0, 150.0),
    (330.0, 483.0),
    (148.0, 210.0),
    (120.0, 120.0),
];

fn cards() -> Vec<CardSize> {
    vec![
        CardSize::POKER,
        CardSize::BRIDGE,
        CardSize::MINI,
        CardSize::TAROT,
        CardSize::round(25.0),
        CardSize::round(38.0),
        CardSize::rect(30.0, 30.0),
        CardSize::rect(88.9, 63.5),
        CardSize::rect(140.0, 200.0),
    ]
}

fn all_marks() -> [Marks; 4] {
    [
        Marks::None,
        Marks::Crop(CropMarks::default()),
        Marks::Crop(CropMarks { length_mm: 5.0, offset_mm: 2.0, thickness_pt: 0.5 }),
        Marks::CutGuides { thickness_pt: 0.25 },
    ]
}

fn specs() -> Vec<SheetSpec> {
    let mut out = Vec::new();
    for (paper_w_mm, paper_h_mm) in PAPERS {
        for card in cards() {
            for bleed_mm in [0.0, 1.5, 3.0] {
                for gutter_mm in [0.0, 3.0, 6.0] {
                    for marks in all_marks() {
                        out.push(SheetSpec {
                            paper_w_mm,
                            paper_h_mm,
                            card,
                            bleed_mm,
                            gutter_mm,
                            margin_mm: 4.0,
                            marks,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Whether a `cols` × `rows` grid fits, worked out from first principles: lay the bleed boxes
/// out centred, add what the crop marks need past the outer ones, and look for room for the band.
fn fits_from_scratch(s: &SheetSpec, cols: u32, rows: u32) -> bool {
    let pitch_x = s.card.width_mm + s.gutter_mm + 2.0 * s.bleed_mm;
    let pitch_y = s.card.height_mm + s.gutter_mm + 2.0 * s.bleed_mm;
    let bleed_w = (cols - 1) as f32 * pitch_x + s.card.width_mm + 2.0 * s.bleed_mm;
    let bleed_h = (rows - 1) as f32 * pitch_y + s.card.height_mm + 2.0 * s.bleed_mm;
    let marks = match s.marks {
        Marks::Crop(c) => c.offset_mm + c.length_mm,
        _ => 0.0,
    };
    let (w, h) = (bleed_w + 2.0 * marks, bleed_h + 2.0 * marks);
    let usable_w = s.paper_w_mm - 2.0 * s.margin_mm;
    let usable_h = s.paper_h_mm - 2.0 * s.margin_mm;
    if w > usable_w + 1e-3 || h > usable_h + 1e-3 {
        return false;
    }
    let band = BAND_MM + BAND_CLEARANCE_MM;
    let under = (usable_h - h) / 2.0 >= band - 1e-3 && usable_w >= RULER_MM - 1e-3;
    let beside = (usable_w - w) / 2.0 >= band - 1e-3 && usable_h >= RULER_MM - 1e-3;
    under || beside
}

fn inside(b: &BoxMm, s: &SheetSpec) -> bool {
    let m = s.margin_mm - 1e-3;
    b.x >= m && b.y >= m && b.x + b.w <= s.paper_w_mm - m && b.y + b.h <= s.paper_h_mm - m
}

fn segment_box(seg: &Segment) -> BoxMm {
    BoxMm { x: seg.x1.min(seg.x2), y: seg.y1.min(seg.y2), w: (seg.x2 - seg.x1).abs(), h: (seg.y2 - seg.y1).abs() }
}

#[test]
fn imposition_is_maximal_centred_and_everything_stays_inside_the_printable_area() {
    let mut checked = 0;
    for s in specs() {
        let grid = match impose(&s) {
            Ok(grid) => grid,
            Err(e) => {
                assert!(!fits_from_scratch(&s, 1, 1), "{s:?} was refused ({e}) but one card fits");
                continue;
            }
        };
        checked += 1;
        let n = grid.per_sheet();
        assert!(fits_from_scratch(&s, grid.cols, grid.rows), "{s:?}: {}×{} does not fit", grid.cols, grid.rows);
        // Maximal: no grid with more cards fits.
        for cols in 1..=40 {
            for rows in 1..=40 {
                if (cols * rows) as usize > n {
                    assert!(!fits_from_scratch(&s, cols, rows), "{s:?}: {cols}×{rows} fits, more than {n}");
                }
            }
        }
        // No two cards' bleed overlap; every bleed box is on the printable area.
        let bleeds: Vec<BoxMm> = (0..n).map(|i| grid.slot(i).grown(s.bleed_mm)).collect();
        for (i, a) in bleeds.iter().enumerate() {
            assert!(inside(a, &s), "{s:?}: slot {i} {a:?} is off the printable area");
            for b in &bleeds[i + 1..] {
                assert!(!a.overlaps(b), "{s:?}: {a:?} overlaps {b:?}");
            }
        }
        // Centred.
        let left = bleeds[0].x;
        let right = s.paper_w_mm - (bleeds[n - 1].x + bleeds[n - 1].w);
        let top = bleeds[0].y;
        let bottom = s.paper_h_mm - (bleeds[n - 1].y + bleeds[n - 1].h);
        assert!((left - right).abs() < 1e-3 && (top - bottom).abs() < 1e-3, "{s:?}: not centred");
        // The band is on the paper and clear of every card and mark.
        let band = grid.band_box();
        assert!(inside(&band, &s), "{s:?}: band {band:?}");
        let clear = band.grown(BAND_CLEARANCE_MM - 1e-3);
        for b in &bleeds {
            assert!(!clear.overlaps(b), "{s:?}: the band touches {b:?}");
        }
        let lines = match s.marks {
            Marks::Crop(c) => grid.crop_marks(n, &c),
            Marks::CutGuides { .. } => grid.cut_guides(),
            Marks::None => Vec::new(),
        };
        for seg in &lines {
            let b = segment_box(seg);
            assert!(inside(&b, &s), "{s:?}: mark {seg:?} is off the printable area");
            assert!(!clear.overlaps(&b.grown(1e-4)), "{s:?}: mark {seg:?} runs into the band");
        }
    }
    assert!(checked > 1000, "only {checked} sheets were imposed");
}

#[test]
fn crop_marks_lie_on_the_cut_lines_outside_every_card_and_its_bleed() {
    for s in specs() {
        let Marks::Crop(c) = s.marks else { continue };
        let Ok(grid) = impose(&s) else { continue };
        let n = grid.per_sheet();
        let cuts: Vec<BoxMm> = (0..n).map(|i| grid.slot(i)).collect();
        let marks = grid.crop_marks(n, &c);
        assert!(marks.len() >= 8, "{s:?}");
        for seg in &marks {
            let on_cut_line = if (seg.y1 - seg.y2).abs() < 1e-4 {
                cuts.iter().any(|b| (seg.y1 - b.y).abs() < 1e-4 || (seg.y1 - (b.y + b.h)).abs() < 1e-4)
            } else {
                assert!((seg.x1 - seg.x2).abs() < 1e-4, "{seg:?} is neither across nor down");
                cuts.iter().any(|b| (seg.x1 - b.x).abs() < 1e-4 || (seg.x1 - (b.x + b.w)).abs() < 1e-4)
            };
            assert!(on_cut_line, "{s:?}: {seg:?} is on no cut line");
            let b = segment_box(seg);
            for cut in &cuts {
                assert!(!cut.grown(s.bleed_mm + c.offset_mm - 1e-3).overlaps(&b.grown(1e-4)), "{seg:?} in {cut:?}");
            }
        }
        // Every corner of every card has a mark along each of its two cut lines.
        for cut in &cuts {
            for (x, y) in
                [(cut.x, cut.y), (cut.x + cut.w, cut.y), (cut.x, cut.y + cut.h), (cut.x + cut.w, cut.y + cut.h)]
            {
                let across = marks.iter().any(|m| (m.y1 - y).abs() < 1e-4 && (m.y2 - y).abs() < 1e-4);
                let down = marks.iter().any(|m| (m.x1 - x).abs() < 1e-4 && (m.x2 - x).abs() < 1e-4);
                assert!(across && down, "{s:?}: corner ({x}, {y}) is unmarked");
            }
        }
    }
}

#[test]
fn backs_land_on_the_mirrored_slot_plus_the_offset() {
    let s = SheetSpec {
        paper_w_mm: 210.0,
        paper_h_mm: 297.0,
        card: CardSize::MINI,
        bleed_mm: 0.0,
        gutter_mm: 3.0,
        margin_mm: 4.0,
        marks: Marks::Crop(CropMarks::default()),
    };
    let grid = impose(&s).unwrap();
    let (cols, rows) = (grid.cols as usize, grid.rows as usize);
    assert!(cols >= 3 && rows >= 3, "{cols}×{rows}");
    for r in 0..rows {
        for c in 0..cols {
            let i = r * cols + c;
            // The rule for a portrait sheet: long edge (r, cols−1−c), short (rows−1−r, c).
            assert_eq!(grid.back_slot(i, DuplexEdge::Long), r * cols + (cols - 1 - c));
            assert_eq!(grid.back_slot(i, DuplexEdge::Short), (rows - 1 - r) * cols + c);
            for edge in [DuplexEdge::Long, DuplexEdge::Short] {
                let duplex = Duplex { edge, offset_x_mm: 1.25, offset_y_mm: -0.75 };
                let back = grid.back_box(i, &duplex);
                let slot = grid.slot(grid.back_slot(i, edge));
                assert!((back.x - (slot.x + 1.25)).abs() < 1e-3 && (back.y - (slot.y - 0.75)).abs() < 1e-3);
                // Turned over, the back's centre is the front's centre.
                let front = grid.slot(i);
                let (fx, fy) = (front.x + front.w / 2.0, front.y + front.h / 2.0);
                let (bx, by) = (back.x - 1.25 + back.w / 2.0, back.y + 0.75 + back.h / 2.0);
                match edge {
                    DuplexEdge::Long => assert!((bx - (210.0 - fx)).abs() < 1e-3 && (by - fy).abs() < 1e-3),
                    DuplexEdge::Short => assert!((bx - fx).abs() < 1e-3 && (by - (297.0 - fy)).abs() < 1e-3),
                }
            }
        }
    }
    // On a landscape sheet the long edge is the top: long-edge backs mirror the rows.
    let landscape = impose(&SheetSpec { paper_w_mm: 297.0, paper_h_mm: 210.0, ..s }).unwrap();
    assert!(!landscape.mirrors_columns(DuplexEdge::Long));
    assert!(landscape.mirrors_columns(DuplexEdge::Short));
}

#[test]
fn the_usual_sheets_hold_what_a_player_expects() {
    let spec = |w, h, card, bleed, gutter, marks| SheetSpec {
        paper_w_mm: w,
        paper_h_mm: h,
        card,
        bleed_mm: bleed,
        gutter_mm: gutter,
        margin_mm: 4.0,
        marks,
    };
    let crop = Marks::Crop(CropMarks::default());
    let guides = Marks::CutGuides { thickness_pt: 0.25 };
    // Nine poker cards on A4 with 3 mm gutters and crop marks (the benchmark's job), ruler below.
    let a4 = impose(&spec(210.0, 297.0, CardSize::POKER, 0.0, 3.0, crop)).unwrap();
    assert_eq!((a4.cols, a4.rows, a4.band), (3, 3, BandPlace::Bottom));
    // Letter is 18 mm shorter: nine poker cards need no gutter and cut guides; the ruler goes down
    // the side.
    let letter = impose(&spec(215.9, 279.4, CardSize::POKER, 0.0, 0.0, guides)).unwrap();
    assert_eq!((letter.cols, letter.rows, letter.band), (3, 3, BandPlace::Left));
    let letter = impose(&spec(215.9, 279.4, CardSize::POKER, 0.0, 3.0, crop)).unwrap();
    assert_eq!(letter.per_sheet(), 6);
    // With 3 mm bleed on Letter, four fit; landscape six.
    assert_eq!(impose(&spec(215.9, 279.4, CardSize::POKER, 3.0, 3.0, crop)).unwrap().per_sheet(), 4);
    assert_eq!(impose(&spec(279.4, 215.9, CardSize::POKER, 3.0, 3.0, crop)).unwrap().per_sheet(), 6);
    // 36 chits of 25 mm: six by ten on A4.
    let chits = impose(&spec(210.0, 297.0, CardSize::round(25.0), 0.0, 3.0, crop)).unwrap();
    assert!(chits.per_sheet() >= 36, "{}", chits.per_sheet());
    // A tarot card with bleed does not fit on a postcard.
    let err = impose(&spec(90.0, 130.0, CardSize::TAROT, 3.0, 3.0, crop)).unwrap_err();
    assert!(err.to_string().contains("does not fit"), "{err}");
}
