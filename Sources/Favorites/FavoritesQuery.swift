/// A favourites list query in mockapi.io's forms, the way the seed's favourites host answers them
/// (see ``ListQuery``): `?favoritedBy=ann` keeps Ann's records (and Joanne's: it is "contains"),
/// `?search=TEXT` looks in every field but `createdAt`, `?sortBy=FIELD&order=asc|desc` sorts (ids
/// by number, times by time, text by code point), `?page=P&limit=N` cuts out a page. Records come
/// in id order without `sortBy`, and equal keys keep id order.
public typealias FavoritesQuery = ListQuery<Favorite>
