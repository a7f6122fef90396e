-- Rating aggregates on tours and service providers, kept by the reviews trigger (next migrations)
-- from visible reviews only. Average = rating_total / rating_count, computed in SQL when read.
-- The checks keep the three figures consistent with each other, whoever writes them.
alter table public.tours
  add column rating_count integer not null default 0,
  add column rating_total integer not null default 0,
  add column rating_histogram integer[] not null default '{0,0,0,0,0}',
  add constraint tours_rating_histogram_shape check (
    pg_catalog.array_ndims(rating_histogram) = 1
    and pg_catalog.array_lower(rating_histogram, 1) = 1
    and pg_catalog.array_upper(rating_histogram, 1) = 5
    and pg_catalog.array_position(rating_histogram, null) is null
    and rating_histogram[1] >= 0 and rating_histogram[2] >= 0 and rating_histogram[3] >= 0
    and rating_histogram[4] >= 0 and rating_histogram[5] >= 0
  ),
  add constraint tours_rating_figures_agree check (
    rating_count = rating_histogram[1] + rating_histogram[2] + rating_histogram[3]
      + rating_histogram[4] + rating_histogram[5]
    and rating_total = rating_histogram[1] + 2 * rating_histogram[2] + 3 * rating_histogram[3]
      + 4 * rating_histogram[4] + 5 * rating_histogram[5]
  );

alter table public.service_providers
  add column rating_count integer not null default 0,
  add column rating_total integer not null default 0,
  add column rating_histogram integer[] not null default '{0,0,0,0,0}',
  add constraint service_providers_rating_histogram_shape check (
    pg_catalog.array_ndims(rating_histogram) = 1
    and pg_catalog.array_lower(rating_histogram, 1) = 1
    and pg_catalog.array_upper(rating_histogram, 1) = 5
    and pg_catalog.array_position(rating_histogram, null) is null
    and rating_histogram[1] >= 0 and rating_histogram[2] >= 0 and rating_histogram[3] >= 0
    and rating_histogram[4] >= 0 and rating_histogram[5] >= 0
  ),
  add constraint service_providers_rating_figures_agree check (
    rating_count = rating_histogram[1] + rating_histogram[2] + rating_histogram[3]
      + rating_histogram[4] + rating_histogram[5]
    and rating_total = rating_histogram[1] + 2 * rating_histogram[2] + 3 * rating_histogram[3]
      + 4 * rating_histogram[4] + 5 * rating_histogram[5]
  );
