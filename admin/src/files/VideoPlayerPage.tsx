export const VideoPlayerPage = () => null;
