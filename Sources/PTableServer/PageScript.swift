/// The page's script: selection and the flip, search, sorts and sections, favourites, the
/// theme picker and, under `--watch`, a reload when the server says the design changed.
enum PageScript {
    static let javaScript = #"""
    (() => {
      'use strict';
      const data = JSON.parse(document.getElementById('page-data').textContent);
      const $ = (id) => document.getElementById(id);
      const byNumber = new Map(data.elements.map((e) => [e.number, e]));
      const byTile = new Map(data.elements.map((e) => [e.tile, e]));
      const state = { query: '', selected: null, person: localStorage.getItem('ptable.person') || '', favorites: new Map() };
      const defaultSections = { name: 'letter', number: 'none', symbol: 'none', state: 'state' };
      // The button's word in the page's language, as the server wrote it after the star.
      const favouriteWord = $('favorite').textContent.replace(/^[☆★] /, '');

      function tileURL(element, side) {
        const theme = encodeURIComponent(data.theme);
        return '/tiles/' + element.number + '.png?size=640&side=' + side + '&theme=' + theme
          + (data.lang === 'en' ? '' : '&lang=' + encodeURIComponent(data.lang));
      }
      function matches(element) {
        const q = state.query;
        if ($('only-favorites').checked && !state.favorites.has(element.symbol)) return false;
        if (!q) return true;
        return element.name.toLowerCase().includes(q) || element.symbol.toLowerCase() === q
          || String(element.number) === q;
      }
      function showStatus(text) {
        $('status').textContent = text;
        $('status').hidden = !text;
      }

      function refreshTable() {
        for (const group of document.querySelectorAll('#table g.tile')) {
          const element = byTile.get(group.id);
          if (!element) continue;
          group.classList.toggle('dimmed', !matches(element));
          group.classList.toggle('favorite', state.favorites.has(element.symbol));
          group.classList.toggle('selected', state.selected === element);
        }
      }
      function refreshList() {
        const sections = data.orders[$('sort').value][$('sections').value];
        const list = $('list');
        list.replaceChildren();
        for (const section of sections) {
          const members = section.numbers.map((n) => byNumber.get(n)).filter(matches);
          if (members.length === 0) continue;
          const block = document.createElement('section');
          if (section.title) {
            const title = document.createElement('h3');
            title.textContent = section.title;
            block.append(title);
          }
          const rows = document.createElement('ul');
          for (const element of members) {
            const row = document.createElement('li');
            row.dataset.number = element.number;
            row.classList.toggle('favorite', state.favorites.has(element.symbol));
            const button = document.createElement('button');
            button.type = 'button';
            const detail = document.createElement('small');
            detail.textContent = element.detail;
            button.append(element.name, detail);
            button.addEventListener('click', () => select(element));
            row.append(button);
            rows.append(row);
          }
          block.append(rows);
          list.append(block);
        }
      }
      function refresh() { refreshTable(); refreshList(); refreshFavoriteButton(); }

      function select(element) {
        state.selected = element;
        const detail = $('detail');
        detail.hidden = false;
        document.querySelector('main').classList.add('with-detail');
        detail.dataset.symbol = element.symbol;
        $('detail-title').textContent = element.name + ' (' + element.symbol + ', ' + element.number + ')';
        $('card').classList.remove('flipped');
        $('card').setAttribute('aria-pressed', 'false');
        $('front').src = tileURL(element, 'front');
        $('back').src = tileURL(element, 'back');
        refresh();
      }
      function flip() {
        const flipped = $('card').classList.toggle('flipped');
        $('card').setAttribute('aria-pressed', String(flipped));
      }

      async function loadFavorites() {
        state.favorites = new Map();
        if (state.person) {
          try {
            const response = await fetch('/api/v1/favorites?favoritedBy=' + encodeURIComponent(state.person));
            const body = await response.json();
            if (!response.ok) throw new Error(body.error || response.statusText);
            for (const record of body) state.favorites.set(record.elementSymbol, record.id);
          } catch (error) { showStatus('Favourites: ' + error.message); }
        }
        refresh();
      }
      function refreshFavoriteButton() {
        const element = state.selected;
        const on = element !== null && state.favorites.has(element.symbol);
        $('favorite').textContent = (on ? '★ ' : '☆ ') + favouriteWord;
        $('favorite').setAttribute('aria-pressed', String(on));
      }
      async function toggleFavorite() {
        const element = state.selected;
        if (!element) return;
        if (!state.person) { showStatus('Type your name first; favourites are kept under it.'); $('person').focus(); return; }
        try {
          let response;
          if (state.favorites.has(element.symbol)) {
            response = await fetch('/api/v1/favorites/' + state.favorites.get(element.symbol), { method: 'DELETE' });
            if (response.ok || response.status === 404) state.favorites.delete(element.symbol);
          } else {
            response = await fetch('/api/v1/favorites', { method: 'POST', headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ favoritedBy: state.person, elementName: element.name, elementSymbol: element.symbol }) });
            if (response.ok) state.favorites.set(element.symbol, (await response.json()).id);
          }
          if (!response.ok && response.status !== 404) throw new Error((await response.json()).error || response.statusText);
          showStatus('');
        } catch (error) { showStatus('Favourites: ' + error.message); }
        refresh();
      }

      for (const group of document.querySelectorAll('#table g.tile')) {
        if (!byTile.has(group.id)) continue;
        group.setAttribute('tabindex', '0');
        group.setAttribute('role', 'button');
        group.setAttribute('aria-label', byTile.get(group.id).name);
        group.addEventListener('click', () => select(byTile.get(group.id)));
        group.addEventListener('keydown', (event) => {
          if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); select(byTile.get(group.id)); }
        });
      }
      $('card').addEventListener('click', flip);
      $('favorite').addEventListener('click', toggleFavorite);
      $('close').addEventListener('click', () => {
        state.selected = null;
        $('detail').hidden = true;
        document.querySelector('main').classList.remove('with-detail');
        refresh();
      });
      document.addEventListener('keydown', (event) => { if (event.key === 'Escape') $('close').click(); });
      $('search').addEventListener('input', () => { state.query = $('search').value.trim().toLowerCase(); refresh(); });
      $('sort').addEventListener('change', () => { $('sections').value = defaultSections[$('sort').value]; refresh(); });
      $('sections').addEventListener('change', refresh);
      $('lang').addEventListener('change', () => {
        const url = new URL(location.href);
        url.searchParams.set('lang', $('lang').value);
        location.assign(url.toString());
      });
      $('only-favorites').addEventListener('change', refresh);
      $('theme').addEventListener('change', () => {
        const url = new URL(location.href);
        url.searchParams.set('theme', $('theme').value);
        location.href = url.toString();
      });
      $('person').value = state.person;
      $('person').addEventListener('change', () => {
        state.person = $('person').value.trim();
        localStorage.setItem('ptable.person', state.person);
        loadFavorites();
      });
      if (data.watch) {
        const events = new EventSource('/events');
        events.addEventListener('reload', () => location.reload());
        events.addEventListener('problem', (event) => showStatus(event.data));
      }
      window.ptablePage = { select, flip, state, ready: loadFavorites() };
      refresh();
    })();
    """#
}
