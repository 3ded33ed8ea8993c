import definition from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function DownloadOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
