// The library's filter rules live in @cedar/shared/domain, where the bench times them too.
export {
  DEFAULT_VIDEO_FILTERS,
  VIDEO_SORTS,
  filterVideos,
  indexVideos,
  isInvalidVideoRange,
  isUncurated,
  nextSort,
  videoCounts,
  type IndexedVideo,
  type VideoLibraryFilters,
  type VideoSort,
} from '@cedar/shared/domain';
