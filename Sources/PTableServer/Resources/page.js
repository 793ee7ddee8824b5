(() => {
  'use strict';
  const data = JSON.parse(document.getElementById('page-data').textContent);
  const $ = (id) => document.getElementById(id);
  const byNumber = new Map(data.elements.map((e) => [e.number, e]));
  const byTile = new Map(data.elements.map((e) => [e.tile, e]));
  const bySymbol = new Map(data.elements.map((e) => [e.symbol, e]));
  const stored = (key) => { try { return localStorage.getItem(key) || ''; } catch { return ''; } };
  const state = { query: '', selected: null, person: stored('ptable.person').normalize('NFC'), favorites: new Map(), tab: 'elements' };
  const defaultSections = { name: 'letter', number: 'none', symbol: 'none', state: 'state' };
  // The phone's layout, as page.css's query says it (a narrow window, or a phone on its side).
  const phone = window.matchMedia('(max-width: 49.99rem), (pointer: coarse) and (max-height: 35rem)');
  const theme = encodeURIComponent(data.theme);
  // The page's language for the images it asks for; English asks with no parameter.
  const lang = data.lang === 'en' ? '' : '&lang=' + encodeURIComponent(data.lang);
  // The label `key` in the page's language, its placeholders filled by `values` in order (as DisplayLocale.text does).
  function say(key, ...values) {
    const { text, slots } = data.words[key];
    return slots.map((slot, index) => ({ at: text.indexOf(slot), slot, value: String(values[index]) }))
      .filter((item) => item.at >= 0).sort((a, b) => b.at - a.at)
      .reduce((done, item) => done.slice(0, item.at) + item.value + done.slice(item.at + item.slot.length), text);
  }

  // The detail's tile is shown at most 22rem (352 CSS px) wide: drawn at least at the screen's
  // resolution up to 3x, from three sizes the server keeps.
  function tileSet(element, side) {
    const base = '/tiles/' + element.number + '.png?side=' + side + '&theme=' + theme + lang + '&size=';
    return { src: base + 384, srcset: base + '384 1x, ' + base + '768 2x, ' + base + '1152 3x' };
  }
  function showTile(image, element, side) {
    const sources = tileSet(element, side);
    image.srcset = sources.srcset;
    image.src = sources.src;
  }
  function thumbnailSet(element) {
    const base = element.thumbnail + '?theme=' + theme + lang;
    return { src: base, srcset: base + '&size=128 2x, ' + base + '&size=192 3x' };
  }
  // Search ignores case and accents, as people type on a phone: "oxigeno" finds Oxígeno.
  const folded = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const searched = new Map(data.elements.map((e) => [e, folded(e.name) + '\n' + folded(e.dataName)]));
  function matches(element) {
    const q = state.query;
    if (!q) return true;
    return searched.get(element).includes(q) || element.symbol.toLowerCase() === q || String(element.number) === q;
  }
  // What a failed request says: the server's own error, or, where fetch itself failed (the
  // server or the network gone), a sentence in the page's language, not the browser's English.
  function problem(error) {
    return say('favouritesProblem', error instanceof TypeError ? say('serverUnreachable') : error.message);
  }
  function showStatus(text) {
    $('status').textContent = text;
    $('status').hidden = !text;
  }
  // Under the favourite button, where the reader is looking: the status line is behind a phone's
  // detail, or scrolled away on a desktop.
  function showFavoriteProblem(text) {
    $('favorite-problem').textContent = text;
    $('favorite-problem').hidden = !text;
    if (text) $('favorite-problem').scrollIntoView({ block: 'nearest' });
  }

  function tileGroups() { return document.querySelectorAll('svg g.tile'); }
  function elementOfTile(group) { return byTile.get(group.id); }
  // One table, laid out to read at 1:1, in the layout's place: above the list, or a phone's Table tab.
  const tableSVG = $('table').querySelector('svg');
  function placeTable() {
    const place = phone.matches ? $('phone-table') : $('table');
    if (tableSVG && tableSVG.parentElement !== place) place.append(tableSVG);
  }
  function refreshTables() {
    for (const group of tileGroups()) {
      const element = elementOfTile(group);
      if (!element) continue;
      group.classList.toggle('dimmed', !matches(element));
      group.classList.toggle('favorite', state.favorites.has(element.symbol));
      group.classList.toggle('selected', state.selected === element);
    }
  }

  /// One list row: the thumbnail pinned left, the name over `Na(11) 22.989769282`.
  function row(element) {
    const item = document.createElement('li');
    item.dataset.number = element.number;
    item.classList.toggle('favorite', state.favorites.has(element.symbol));
    item.classList.toggle('selected', state.selected === element);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'row';
    const favorite = state.favorites.has(element.symbol) ? ', ' + say('favouriteState') : '';
    button.setAttribute('aria-label', element.name + ', ' + element.detail + favorite);
    const image = document.createElement('img');
    const sources = thumbnailSet(element);
    image.alt = '';
    image.width = 64;
    image.height = 64;
    image.loading = 'lazy';
    image.decoding = 'async';
    image.srcset = sources.srcset;
    image.src = sources.src;
    const labels = document.createElement('span');
    labels.className = 'labels';
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = element.name;
    const detail = document.createElement('span');
    detail.className = 'detail';
    detail.textContent = element.detail;
    labels.append(name, detail);
    button.append(image, labels);
    button.addEventListener('click', () => select(element, button));
    item.append(button);
    return item;
  }
  function sectionBlock(title, members) {
    const block = document.createElement('section');
    if (title) {
      const heading = document.createElement('h3');
      heading.textContent = title;
      block.append(heading);
    }
    const rows = document.createElement('ul');
    rows.append(...members.map(row));
    block.append(rows);
    return block;
  }
  function refreshList() {
    const sections = data.orders[$('sort').value][$('sections').value];
    const blocks = [];
    for (const section of sections) {
      const members = section.numbers.map((n) => byNumber.get(n)).filter(matches);
      if (members.length > 0) blocks.push(sectionBlock(section.title, members));
    }
    const empty = () => Object.assign(document.createElement('p'), { className: 'note', textContent: say('noMatches', $('search').value.trim()) });
    $('list').replaceChildren(...(blocks.length === 0 && state.query ? [empty()] : blocks));
  }
  // A screen reader hears how many elements the search leaves, once the typing pauses (a
  // count per keystroke would talk over the letters being typed).
  let matchesAnnouncement = 0;
  function announceMatches() {
    clearTimeout(matchesAnnouncement);
    matchesAnnouncement = setTimeout(() => {
      const count = state.query ? data.elements.filter(matches).length : 0;
      $('announce').textContent = !state.query ? ''
        : count === 0 ? say('noMatches', $('search').value.trim()) : say('searchResults', count);
    }, 700);
  }
  function refreshFavoritesView() {
    const members = data.elements.filter((e) => state.favorites.has(e.symbol));
    const note = !state.person ? say('favouritesNeedName')
      : state.loading ? say('loadingFavourites')
      : members.length === 0 ? say('noFavouritesYet', state.person)
      : members.length === 1 ? say('favouriteCountOne', state.person)
      : say('favouriteCountMany', members.length, state.person);
    $('favorites-note').textContent = note;
    $('favorites-list').replaceChildren(...(members.length ? [sectionBlock('', members)] : []));
  }
  function refresh() {
    refreshTables();
    keepingFocus(() => { refreshList(); refreshFavoritesView(); });
    refreshFavoriteButton();
  }
  // The rows drawn again are new ones: the row that had focus (a favourite saved, or the
  // favourites loaded, while the reader is on it) gives it to its successor, or it would fall
  // to the top of the page.
  function keepingFocus(draw) {
    const focused = document.activeElement.closest('.rows li[data-number]');
    const list = focused && focused.closest('.rows').id;
    draw();
    if (!focused || focused.isConnected) return;
    const again = document.querySelector('#' + list + ' li[data-number="' + focused.dataset.number + '"] .row');
    if (again) again.focus({ preventScroll: true });
  }

  let opener = null;
  // An open detail is a place in the history (`#Na`): a phone's back gesture closes it instead of
  // leaving the page, and a reload or a link to it opens it again.
  const shownInURL = () => bySymbol.get(decodeURIComponent(location.hash.slice(1))) || null;
  function select(element, from, fromHistory) {
    const wasOpen = !$('detail').hidden;
    state.selected = element;
    opener = from || null;
    const detail = $('detail');
    detail.hidden = false;
    showFavoriteProblem('');
    document.querySelector('main').classList.add('with-detail');
    detail.dataset.symbol = element.symbol;
    $('detail-title').textContent = element.name;
    showSide(false);
    showTile($('front'), element, 'front');
    $('front').alt = say('tileAlt', element.name);
    showTile($('back'), element, 'back');
    $('back').alt = say('tileBackAlt', element.name);
    $('fact-symbol').textContent = element.symbol;
    $('fact-number').textContent = element.number;
    $('fact-weight').textContent = element.weight;
    $('fact-melt').textContent = element.melt;
    $('fact-boil').textContent = element.boil;
    $('fact-discovered').textContent = element.discoveredBy;
    refresh();
    coverBehindDetail();
    if (!fromHistory && shownInURL() !== element) {
      history[wasOpen ? 'replaceState' : 'pushState']({ detail: element.symbol }, '', '#' + element.symbol);
    }
    // The detail narrows the table's column: the tile chosen is scrolled back into sight.
    if (from && from.closest('#table')) from.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Into the detail, on a desktop too: its buttons come after every tile and row in the tab order.
    if (phone.matches) detail.scrollTop = 0;
    $('close').focus({ preventScroll: true });
  }
  function closeDetail(fromHistory) {
    if ($('detail').hidden) return;
    const closed = state.selected;
    state.selected = null;
    $('detail').hidden = true;
    document.querySelector('main').classList.remove('with-detail');
    refresh();
    coverBehindDetail();
    if (fromHistory !== true && shownInURL()) {
      if (history.state && history.state.detail) history.back();
      else history.replaceState(null, '', location.pathname + location.search);
    }
    // The list was drawn again, so the row that opened the detail is found again by its number:
    // focus, and with it the scroll, goes back to where the reader was.
    const view = '#view-' + state.tab + ' ';
    const row = opener && opener.isConnected ? opener
      : document.querySelector(view + 'li[data-number="' + closed.number + '"] .row')
        || (state.tab === 'table' ? $(closed.tile) : null)
        || document.querySelector(view + 'li[data-number] .row');
    if (row) row.focus({ preventScroll: !phone.matches });
  }
  // On a phone the detail covers the screen: what is behind it is out of reach of a screen
  // reader's swipes and of Tab, as it is out of sight.
  function coverBehindDetail() {
    const covers = phone.matches && !$('detail').hidden;
    document.querySelector('header').inert = covers;
    $('views').inert = covers;
  }
  // The side turned away is out of the accessibility tree as it is out of sight (both images
  // were read, front and back, whichever showed). The card is a button that acts, not a
  // pressed state: the side that comes round is announced, and describes the card meanwhile.
  function showSide(back) {
    $('card').classList.toggle('flipped', back);
    const [shown, away] = back ? [$('back'), $('front')] : [$('front'), $('back')];
    shown.removeAttribute('aria-hidden');
    away.setAttribute('aria-hidden', 'true');
    $('card').setAttribute('aria-describedby', shown.id);
  }
  function flip() {
    showSide(!$('card').classList.contains('flipped'));
    $('announce').textContent = ($('card').classList.contains('flipped') ? $('back') : $('front')).alt;
  }

  // A hint wider than its field (a long language on a narrow phone) is left out, as a tile leaves
  // out a field that does not fit; the field's label, and the note under the name, stay.
  const ruler = document.createElement('canvas').getContext('2d');
  const hints = new Map(Array.from(document.querySelectorAll('input[placeholder]'), (input) => [input, input.placeholder]));
  function fitHints() {
    for (const [input, hint] of hints) {
      if (input.clientWidth === 0) continue;
      const field = getComputedStyle(input), text = getComputedStyle(input, '::placeholder');
      ruler.font = text.fontWeight + ' ' + text.fontSize + ' ' + text.fontFamily;
      const room = input.clientWidth - parseFloat(field.paddingLeft) - parseFloat(field.paddingRight);
      input.placeholder = ruler.measureText(hint).width <= room ? hint : '';
    }
  }

  const tabs = ['elements', 'table', 'favorites'];
  function showTab(name, focus) {
    if (name === 'table' && !phone.matches) name = 'elements';
    state.tab = name;
    for (const tab of tabs) {
      const selected = tab === name;
      $('tab-' + tab).setAttribute('aria-selected', String(selected));
      $('tab-' + tab).tabIndex = selected ? 0 : -1;
      $('view-' + tab).hidden = !selected;
    }
    if (focus) $('tab-' + name).focus();
    if (phone.matches) closeDetail();
    fitHints();
  }
  function visibleTabs() { return tabs.filter((t) => phone.matches || t !== 'table'); }

  async function loadFavorites() {
    state.favorites = new Map();
    if (state.person) {
      state.loading = true; refreshFavoritesView();
      try {
        const response = await fetch('/api/v1/favorites?favoritedBy=' + encodeURIComponent(state.person));
        const body = await response.json();
        if (!response.ok) throw new Error(body.error || response.statusText);
        for (const record of body) {
          if (record.favoritedBy === state.person && bySymbol.has(record.elementSymbol)) {
            state.favorites.set(record.elementSymbol, record.id);
          }
        }
      } catch (error) { showStatus(problem(error)); }
      state.loading = false;
    }
    refresh();
  }
  function refreshFavoriteButton() {
    const element = state.selected;
    const on = element !== null && state.favorites.has(element.symbol);
    // The star only: it is hidden from screen readers, which hear aria-pressed instead.
    $('favorite').firstElementChild.textContent = on ? '★' : '☆';
    $('favorite').setAttribute('aria-pressed', String(on));
  }
  async function toggleFavorite() {
    const element = state.selected;
    // A second tap while the first is on its way would send the same request again, or undo it.
    if (!element || state.saving) return;
    if (!state.person) {
      // The tap is kept: the element becomes a favourite once the name it is kept under is typed.
      state.pendingFavorite = element;
      showStatus(say('favouritesNameFirst'));
      showTab('favorites');
      $('person').focus();
      return;
    }
    await saveFavorite(element);
  }
  async function savePendingFavorite() {
    const element = state.pendingFavorite;
    state.pendingFavorite = null;
    if (element && state.person && !state.favorites.has(element.symbol) && !state.saving) await saveFavorite(element);
  }
  async function saveFavorite(element) {
    state.saving = true;
    $('favorite').setAttribute('aria-busy', 'true');
    try {
      let response;
      const removing = state.favorites.has(element.symbol);
      if (removing) {
        const id = encodeURIComponent(String(state.favorites.get(element.symbol)));
        response = await fetch('/api/v1/favorites/' + id, { method: 'DELETE' });
        if (response.ok || response.status === 404) state.favorites.delete(element.symbol);
      } else {
        response = await fetch('/api/v1/favorites', { method: 'POST', headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ favoritedBy: state.person, elementName: element.dataName, elementSymbol: element.symbol }) });
        if (response.ok) state.favorites.set(element.symbol, (await response.json()).id);
      }
      if (!response.ok && response.status !== 404) {
        const body = await response.json().catch(() => ({}));
        throw new Error(body.error || response.statusText);
      }
      showStatus('');
      showFavoriteProblem('');
      $('announce').textContent = say(removing ? 'favouriteRemoved' : 'favouriteAdded', element.name);
    } catch (error) {
      // Under the button where it shows this element; a favourite saved once a name was typed
      // has no button in sight.
      if (state.selected === element) showFavoriteProblem(problem(error));
      else showStatus(problem(error));
    }
    state.saving = false;
    $('favorite').removeAttribute('aria-busy');
    refresh();
  }

  // A table is one stop of the Tab key, and the arrow keys move between its tiles as they stand
  // (Home and End to either end of a row): a stop per tile put 118 of them before the list.
  const tilesOfTable = (group) => Array.from(group.closest('svg').querySelectorAll('g.tile')).filter(elementOfTile);
  function tileBeside(group, key) {
    const here = group.getBoundingClientRect();
    const middle = (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const from = middle(here);
    const others = tilesOfTable(group).filter((g) => g !== group).map((g) => ({ g, at: middle(g.getBoundingClientRect()) }));
    const sameRow = others.filter((o) => Math.abs(o.at.y - from.y) < here.height / 2);
    const nearest = (list, distance) => list.reduce((best, o) => (!best || distance(o) < distance(best) ? o : best), null);
    const pick = {
      ArrowRight: () => nearest(sameRow.filter((o) => o.at.x > from.x), (o) => o.at.x - from.x),
      ArrowLeft: () => nearest(sameRow.filter((o) => o.at.x < from.x), (o) => from.x - o.at.x),
      Home: () => nearest(sameRow.filter((o) => o.at.x < from.x), (o) => o.at.x),
      End: () => nearest(sameRow.filter((o) => o.at.x > from.x), (o) => -o.at.x),
      // Down and up keep to the column where it goes on (period 7 to the actinoids does not):
      // the nearest row first, then the nearest tile in it.
      ArrowDown: () => nearest(others.filter((o) => o.at.y > from.y + here.height / 2), (o) => (o.at.y - from.y) * 4 + Math.abs(o.at.x - from.x)),
      ArrowUp: () => nearest(others.filter((o) => o.at.y < from.y - here.height / 2), (o) => (from.y - o.at.y) * 4 + Math.abs(o.at.x - from.x)),
    }[key];
    const found = pick && pick();
    return found ? found.g : null;
  }
  function makeTabStop(group) {
    for (const tile of tilesOfTable(group)) tile.setAttribute('tabindex', tile === group ? '0' : '-1');
  }
  for (const group of tileGroups()) {
    const element = elementOfTile(group);
    if (!element) continue;
    group.setAttribute('tabindex', tilesOfTable(group)[0] === group ? '0' : '-1');
    group.setAttribute('role', 'button');
    group.setAttribute('aria-label', element.name + ', ' + element.detail);
    group.addEventListener('focus', () => makeTabStop(group));
    group.addEventListener('click', () => select(element, group));
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); select(element, group); return; }
      if (!['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      const next = tileBeside(group, event.key);
      if (next) next.focus();
    });
  }
  for (const tab of tabs) {
    $('tab-' + tab).addEventListener('click', () => showTab(tab));
    $('tab-' + tab).addEventListener('keydown', (event) => {
      const shown = visibleTabs();
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
      event.preventDefault();
      const index = shown.indexOf(tab);
      const next = event.key === 'Home' ? 0 : event.key === 'End' ? shown.length - 1
        : (index + step + shown.length) % shown.length;
      showTab(shown[next], true);
    });
  }
  phone.addEventListener('change', () => {
    placeTable();
    if (!phone.matches && state.tab === 'table') showTab('elements');
    coverBehindDetail();
  });
  window.addEventListener('popstate', () => {
    const element = shownInURL();
    if (element) select(element, null, true);
    else closeDetail(true);
  });
  window.addEventListener('resize', fitHints);
  document.fonts.ready.then(fitHints);
  $('card').addEventListener('click', flip);
  $('favorite').addEventListener('click', toggleFavorite);
  $('close').addEventListener('click', closeDetail);
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape') closeDetail(); });
  $('search').addEventListener('input', () => {
    state.query = folded($('search').value.trim());
    refresh();
    announceMatches();
  });
  $('sort').addEventListener('change', () => { $('sections').value = defaultSections[$('sort').value]; refresh(); });
  $('sections').addEventListener('change', refresh);
  $('lang').addEventListener('change', () => {
    const url = new URL(location.href);
    url.searchParams.set('lang', $('lang').value);
    location.href = url.toString();
  });
  $('theme').addEventListener('change', () => {
    const url = new URL(location.href);
    url.searchParams.set('theme', $('theme').value);
    location.href = url.toString();
  });
  $('person').value = state.person;
  $('person').addEventListener('change', () => {
    // In NFC, as the server stores names, so a name typed decomposed (e + U+0308) finds its records.
    state.person = $('person').value.trim().normalize('NFC');
    showStatus('');
    try { localStorage.setItem('ptable.person', state.person); } catch {}
    loadFavorites().then(savePendingFavorite);
  });
  if (data.watch) {
    const events = new EventSource('/events');
    events.addEventListener('reload', () => location.reload());
    events.addEventListener('problem', (event) => showStatus(event.data));
  }
  placeTable();
  showTab('elements');
  if (shownInURL()) select(shownInURL(), null, true);
  window.ptablePage = { select, flip, showTab, closeDetail, state, phone, ready: loadFavorites() };
  refresh();
})();
